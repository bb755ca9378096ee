import type { Kysely } from 'kysely';
import type { MallType } from '@atelier/contract';
import type { SiteTables } from '../../db/tables/site';

export function siteRepository(db: Kysely<SiteTables>) {
  return {
    banners(position: string) {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('position', '=', position)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },

    categories(type: MallType | undefined) {
      let query = db.selectFrom('product_categories').selectAll();
      if (type) query = query.where('type', '=', type);
      return query.orderBy('sort').orderBy('id').execute();
    },

    /** The published links: a link staff took off the site is kept for the console only. */
    links() {
      return db
        .selectFrom('links')
        .selectAll()
        .where('published', '=', 1)
        .orderBy('sort')
        .orderBy('id')
        .execute();
    },
  };
}
