import { contentBody } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { ContentTables } from '../../db/tables/content';
import type { Body, Kind } from './content-bodies';

export interface Draft {
  kind: Kind;
  key: string;
  body: Body;
  updated_at: number;
}

const parse = (row: { kind: Kind; key: string; body: string; updated_at: number }): Draft => ({
  ...row,
  body: contentBody.parse(JSON.parse(row.body)),
});

/** Changes saved in the console and not yet on the site, one per item. */
export function contentDrafts(db: Kysely<ContentTables>) {
  return {
    async one(kind: Kind, key: string): Promise<Draft | undefined> {
      const row = await db
        .selectFrom('content_drafts')
        .selectAll()
        .where('kind', '=', kind)
        .where('key', '=', key)
        .executeTakeFirst();
      return row ? parse(row) : undefined;
    },

    async ofKind(kind: Kind): Promise<Map<string, Draft>> {
      const rows = await db
        .selectFrom('content_drafts')
        .selectAll()
        .where('kind', '=', kind)
        .execute();
      return new Map(rows.map((row) => [row.key, parse(row)]));
    },

    async all(): Promise<Draft[]> {
      const rows = await db.selectFrom('content_drafts').selectAll().execute();
      return rows.map(parse);
    },

    async put(kind: Kind, key: string, body: Body, now: number): Promise<void> {
      const json = JSON.stringify(body);
      await db
        .insertInto('content_drafts')
        .values({ kind, key, body: json, updated_at: now })
        .onConflict((oc) =>
          oc.columns(['kind', 'key']).doUpdateSet({ body: json, updated_at: now }),
        )
        .execute();
    },

    async remove(kind: Kind, key: string): Promise<void> {
      await db
        .deleteFrom('content_drafts')
        .where('kind', '=', kind)
        .where('key', '=', key)
        .execute();
    },
  };
}
