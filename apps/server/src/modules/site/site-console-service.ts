import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams, MallType } from '@atelier/contract';
import type { Kysely, Selectable } from 'kysely';
import type { SiteTables } from '../../db/tables/site';
import type { BannersTable, ProductCategoriesTable } from '../../db/tables/site';
import { AppError } from '../../errors';
import { untranslated } from '../../i18n/localized';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import { writeThenForget } from '../../lib/write-then-forget';
import type { Auditor } from '../../kernel/auditor';

type CategoryRow = Selectable<ProductCategoriesTable>;
type BannerRow = Selectable<BannersTable>;

function categoryFields(row: CategoryRow) {
  return {
    type: row.type,
    code: row.code,
    name_zh: row.name_zh,
    name_en: row.name_en,
    image: row.image,
    sort: row.sort,
  };
}

function bannerFields(row: BannerRow) {
  return {
    position: row.position,
    title_zh: row.title_zh,
    title_en: row.title_en,
    subtitle_zh: row.subtitle_zh,
    subtitle_en: row.subtitle_en,
    image: row.image,
    link: row.link,
    sort: row.sort,
  };
}

/** A new order must name every item of its place once, no more and no fewer. */
function refuseIncomplete(current: readonly { id: number }[], ids: readonly number[]) {
  const known = new Set(current.map((row) => row.id));
  if (ids.length !== known.size || ids.some((id) => !known.has(id)))
    throw new AppError('reorderIncomplete');
}

/** What is ordered in the console: a table, what its audit rows name, and the column of its place. */
const ORDERED = {
  product_categories: { target_type: 'category', place: 'type' },
  banners: { target_type: 'banner', place: 'position' },
} as const;

/**
 * Gives `ids`, which must be every row of `table` in `place`, the sorts 1, 2, … in their order,
 * one audit row per row that moved. The same order again is still a request someone made: the
 * trail then says it changed nothing.
 */
async function applyOrder(
  trxGiven: Connection,
  table: keyof typeof ORDERED,
  place: string,
  ids: readonly number[],
  audit: Auditor,
): Promise<void> {
  const trx = ownTables<SiteTables>(trxGiven);
  const { target_type, place: column } = ORDERED[table];
  const current = await trx
    .selectFrom(table)
    .select(['id', 'sort'])
    .where(column, '=', place)
    .execute();
  refuseIncomplete(current, ids);
  const sorts = new Map(current.map((row) => [row.id, row.sort]));
  for (const [index, id] of ids.entries()) {
    const sort = index + 1;
    if (sorts.get(id) === sort) continue;
    await trx.updateTable(table).set({ sort }).where('id', '=', id).execute();
    await audit.record(trx, {
      target_type,
      target_id: id,
      before: { sort: sorts.get(id) },
      after: { sort },
    });
  }
  if (audit.rows === 0)
    await audit.record(trx, { target_type, target_id: ids[0] ?? 0, before: {}, after: {} });
}

/**
 * The console's categories and banners. Every write forgets the public catalogue answers, so
 * the malls show the change at once.
 */
export function siteConsoleService(
  dbGiven: Connection,
  { publicCache, clock }: { publicCache: ResponseCache; clock: Clock },
) {
  const db = ownTables<SiteTables>(dbGiven);
  const written = <T>(work: (trx: Kysely<SiteTables>) => Promise<T>) =>
    writeThenForget(db, publicCache, 'catalog', work);

  return {
    /** A category, for a product being saved in it; undefined when there is none. */
    category(id: number) {
      return db
        .selectFrom('product_categories')
        .select(['id', 'type'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Category ids of each mall, for checking a file of products at once. */
    async categoryTypes(): Promise<Map<number, MallType>> {
      const rows = await db.selectFrom('product_categories').select(['id', 'type']).execute();
      return new Map(rows.map((row) => [row.id, row.type]));
    },

    /** The categories as the console lists them; the catalogue adds how many products each has. */
    async categories({ type }: ActionParams<'categoryAdminList'>) {
      let query = db.selectFrom('product_categories').selectAll();
      if (type) query = query.where('type', '=', type);
      const rows = await query.orderBy('type').orderBy('sort').orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, ...categoryFields(row) }));
    },

    async saveCategory(
      { id, ...input }: ActionParams<'categorySave'>,
      audit: Auditor,
    ): Promise<ActionOutput<'categorySave'>> {
      return written(async (trx) => {
        // The shop's address names a category by its code, so it is unique within its mall.
        const taken = await trx
          .selectFrom('product_categories')
          .select('id')
          .where('type', '=', input.type)
          .where('code', '=', input.code)
          .executeTakeFirst();
        if (taken && taken.id !== id) throw new AppError('categoryCodeTaken', { code: input.code });
        if (id === undefined) {
          const last = await trx
            .selectFrom('product_categories')
            .select((eb) => eb.fn.max('sort').as('sort'))
            .where('type', '=', input.type)
            .executeTakeFirst();
          const row = await trx
            .insertInto('product_categories')
            .values({ ...input, sort: Number(last?.sort ?? 0) + 1, created_at: clock.now() })
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit.record(trx, {
            target_type: 'category',
            target_id: row.id,
            before: null,
            after: categoryFields(row),
          });
          return { id: row.id };
        }
        const before = await trx
          .selectFrom('product_categories')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new AppError('categoryNotFound');
        // A category keeps its mall: its products are priced in that mall.
        if (before.type !== input.type) throw new AppError('categoryWrongMall');
        const after = await trx
          .updateTable('product_categories')
          .set({
            code: input.code,
            name_zh: input.name_zh,
            name_en: input.name_en,
            image: input.image,
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit.record(trx, {
          target_type: 'category',
          target_id: id,
          before: categoryFields(before),
          after: categoryFields(after),
        });
        return { id };
      });
    },

    async reorderCategories(
      { type, ids }: ActionParams<'categoryReorder'>,
      audit: Auditor,
    ): Promise<ActionOutput<'categoryReorder'>> {
      return written(async (trx) => {
        await applyOrder(trx, 'product_categories', type, ids, audit);
        return {};
      });
    },

    async banners({
      position,
    }: ActionParams<'bannerAdminList'>): Promise<ActionOutput<'bannerAdminList'>> {
      const rows = await db
        .selectFrom('banners')
        .selectAll()
        .where('position', '=', position)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        ...bannerFields(row),
        position,
        missing_english: untranslated(row, ['title', 'subtitle'] as const),
      }));
    },

    async saveBanner(
      { id, ...input }: ActionParams<'bannerSave'>,
      audit: Auditor,
    ): Promise<ActionOutput<'bannerSave'>> {
      return written(async (trx) => {
        if (id === undefined) {
          const last = await trx
            .selectFrom('banners')
            .select((eb) => eb.fn.max('sort').as('sort'))
            .where('position', '=', input.position)
            .executeTakeFirst();
          const row = await trx
            .insertInto('banners')
            .values({ ...input, sort: Number(last?.sort ?? 0) + 1, created_at: clock.now() })
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit.record(trx, {
            target_type: 'banner',
            target_id: row.id,
            before: null,
            after: bannerFields(row),
          });
          return { id: row.id };
        }
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new AppError('bannerNotFound');
        // Moved to another position, it goes to that position's end.
        let sort = before.sort;
        if (before.position !== input.position) {
          const last = await trx
            .selectFrom('banners')
            .select((eb) => eb.fn.max('sort').as('sort'))
            .where('position', '=', input.position)
            .executeTakeFirst();
          sort = Number(last?.sort ?? 0) + 1;
        }
        const after = await trx
          .updateTable('banners')
          .set({ ...input, sort })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit.record(trx, {
          target_type: 'banner',
          target_id: id,
          before: bannerFields(before),
          after: bannerFields(after),
        });
        return { id };
      });
    },

    async reorderBanners(
      { position, ids }: ActionParams<'bannerReorder'>,
      audit: Auditor,
    ): Promise<ActionOutput<'bannerReorder'>> {
      return written(async (trx) => {
        await applyOrder(trx, 'banners', position, ids, audit);
        return {};
      });
    },

    async deleteBanner(
      { id }: ActionParams<'bannerDelete'>,
      audit: Auditor,
    ): Promise<ActionOutput<'bannerDelete'>> {
      return written(async (trx) => {
        const before = await trx
          .selectFrom('banners')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new AppError('bannerNotFound');
        await trx.deleteFrom('banners').where('id', '=', id).execute();
        await audit.record(trx, {
          target_type: 'banner',
          target_id: id,
          before: bannerFields(before),
          after: null,
        });
        return {};
      });
    },
  };
}
export type SiteConsoleService = ReturnType<typeof siteConsoleService>;
