import type { Generated } from 'kysely';
import type { MallType } from '@atelier/contract';

export interface BannersTable {
  id: Generated<number>;
  position: string;
  title_zh: string;
  title_en: string;
  subtitle_zh: string;
  subtitle_en: string;
  image: string;
  link: string;
  sort: number;
  created_at: number;
}

export interface ProductCategoriesTable {
  id: Generated<number>;
  type: MallType;
  code: Generated<string>;
  name_zh: string;
  name_en: string;
  image: string;
  sort: number;
  created_at: number;
}

export interface LinksTable {
  id: Generated<number>;
  link_group: string;
  name_zh: string;
  name_en: string;
  url: string;
  sort: number;
  /** 1 when on the site (news: once `published_at` has come), 0 while a draft. */
  published: Generated<number>;
  updated_at: number | null;
}

/** The tables the site module owns: its Kysely sees these and no others. */
export interface SiteTables {
  banners: BannersTable;
  product_categories: ProductCategoriesTable;
  links: LinksTable;
}
