import type { Generated } from 'kysely';
import type { MallType } from '@atelier/contract';

/** Bilingual text columns are `<field>_zh` and `<field>_en`; an empty English falls back. */
export interface ProductsTable {
  id: Generated<number>;
  type: MallType;
  category_id: number;
  artisan_id: number | null;
  name_zh: string;
  name_en: string;
  image: string;
  /** JSON array of image URLs, the cover first. */
  images: string;
  /** Sanitised HTML. */
  description_zh: string;
  description_en: string;
  /** JSON array of `{ name, value }`. */
  specs_zh: string;
  specs_en: string;
  brand_zh: string;
  brand_en: string;
  product_no: string;
  gross_weight: number;
  age_of_use_zh: string;
  age_of_use_en: string;
  material_zh: string;
  material_en: string;
  size_zh: string;
  size_en: string;
  /** Integer fen; 0 in the points mall. */
  price: number;
  score_price: number;
  earn_score: number;
  stock: number;
  sales: number;
  /** 1 on sale, 0 withdrawn (SQLite has no boolean). */
  on_sale: number;
  /** `first_come`, or `draw` while the product has a drop: only its winners may buy it. */
  sale_mode: Generated<string>;
  sort: number;
  created_at: number;
  updated_at: number;
}

export interface ProductCollectionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  created_at: number;
}

/** A manual stock change (console adjustment or import); orders move stock on their own rows. */
export interface StockMovementsTable {
  id: Generated<number>;
  product_id: number;
  delta: number;
  stock_after: number;
  reason: string;
  actor_id: number;
  actor_name: string;
  created_at: number;
}

/** The tables the catalog module owns: its Kysely sees these and no others. */
export interface CatalogTables {
  products: ProductsTable;
  product_collections: ProductCollectionsTable;
  stock_movements: StockMovementsTable;
}
