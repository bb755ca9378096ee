import { ownTables, type Connection } from '../../db/connection';
import { ARTIST_TEXTS, type ActionOutput, type ActionParams } from '@atelier/contract';
import { sql, type Selectable } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { ArtisanTables } from '../../db/tables/artisan';
import type { ArtisansTable } from '../../db/tables/artisan';
import { AppError } from '../../errors';
import { untranslated } from '../../i18n/localized';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import { writeThenForget } from '../../lib/write-then-forget';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Auditor } from '../../kernel/auditor';
import { containsPattern } from '../../db/like-pattern';

type ArtisanRow = Selectable<ArtisansTable>;

function artistFields(row: ArtisanRow) {
  return {
    name_zh: row.name_zh,
    name_en: row.name_en,
    title_zh: row.title_zh,
    title_en: row.title_en,
    intro_zh: row.intro_zh,
    intro_en: row.intro_en,
    bio_zh: row.bio_zh,
    bio_en: row.bio_en,
    city_zh: row.city_zh,
    city_en: row.city_en,
    avatar: row.avatar,
    cover: row.cover,
    sort: row.sort,
  };
}

/** The console's artists; a write forgets the public catalogue answers (artists and products). */
export function artisanConsoleService(
  dbGiven: Connection,
  { publicCache, clock }: { publicCache: ResponseCache; clock: Clock },
) {
  const db = ownTables<ArtisanTables>(dbGiven);
  return {
    /** Which of these artists exist, for products naming them. */
    async existing(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('artisans').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },

    async list({
      page,
      limit,
      keyword,
    }: ActionParams<'artistAdminList'>): Promise<ActionOutput<'artistAdminList'>> {
      let query = db.selectFrom('artisans');
      if (keyword) {
        const pattern = containsPattern(keyword);
        query = query.where(
          sql<boolean>`(lower(name_zh) like ${pattern} escape '\\' or lower(name_en) like ${pattern} escape '\\')`,
        );
      }
      return pagedList(
        query.selectAll().orderBy('sort').orderBy('id'),
        query,
        { page, limit },
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            ...artistFields(row),
            missing_english: untranslated(row, ARTIST_TEXTS),
          })),
      );
    },

    async save(
      { id, ...input }: ActionParams<'artistSave'>,
      audit: Auditor,
    ): Promise<ActionOutput<'artistSave'>> {
      const values = {
        ...input,
        bio_zh: input.bio_zh ? sanitizeRichText(input.bio_zh) : '',
        bio_en: input.bio_en ? sanitizeRichText(input.bio_en) : '',
      };
      const saved = await writeThenForget(db, publicCache, 'catalog', async (trx) => {
        if (id === undefined) {
          const row = await trx
            .insertInto('artisans')
            .values({ ...values, created_at: clock.now() })
            .returningAll()
            .executeTakeFirstOrThrow();
          await audit.record(trx, {
            target_type: 'artisan',
            target_id: row.id,
            before: null,
            after: artistFields(row),
          });
          return row.id;
        }
        const before = await trx
          .selectFrom('artisans')
          .selectAll()
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new AppError('artisanNotFound');
        const after = await trx
          .updateTable('artisans')
          .set(values)
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await audit.record(trx, {
          target_type: 'artisan',
          target_id: id,
          before: artistFields(before),
          after: artistFields(after),
        });
        return id;
      });
      return { id: saved };
    },
  };
}
export type ArtisanConsoleService = ReturnType<typeof artisanConsoleService>;
