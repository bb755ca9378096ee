import type { Generated } from 'kysely';

export interface CartLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: number;
  updated_at: number;
}

/** The tables the cart module owns: its Kysely sees these and no others. */
export interface CartTables {
  cart_lines: CartLinesTable;
}
