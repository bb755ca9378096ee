import type { Generated } from 'kysely';

export interface CartLinesTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  quantity: number;
  created_at: number;
  updated_at: number;
}
