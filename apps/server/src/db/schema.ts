import type { ConfigTable } from './tables/config';
import type { BannersTable, LinksTable, ProductCategoriesTable } from './tables/site';
import type { SessionsTable, UsersTable } from './tables/users';

export interface Database {
  config: ConfigTable;
  users: UsersTable;
  sessions: SessionsTable;
  banners: BannersTable;
  product_categories: ProductCategoriesTable;
  links: LinksTable;
}
