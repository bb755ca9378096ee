import type { Kysely } from 'kysely';
import type { MallType } from '@atelier/contract';
import type { Database } from '../../db/schema';

export function siteRepository(db: Kysely<Database>) {
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

    links() {
      return db.selectFrom('links').selectAll().orderBy('sort').orderBy('id').execute();
    },
  };
}
