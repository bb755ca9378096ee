import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/** The lists of the studio's site that staff publish and take off one item at a time. */
const LISTS = [
  'gallery_works',
  'team_members',
  'processes',
  'technologies',
  'mr_experiences',
  'news',
  'links',
] as const;

/**
 * The console edits the studio's site: every list item is published or not (what exists today is
 * on the site, so it starts published), every item remembers when it last changed, and changes
 * saved without publishing wait as a draft (a JSON body per kind and key) while the site keeps
 * showing the live version. News is on the site once published and its `published_at` has come.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  for (const table of LISTS) {
    await db.schema
      .alterTable(table)
      .addColumn('published', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('updated_at', 'bigint').execute();
  }
  await db.schema.alterTable('story_pages').addColumn('updated_at', 'bigint').execute();
  await db.schema
    .createIndex('news_on_site')
    .on('news')
    .columns(['published', 'published_at'])
    .execute();

  await db.schema
    .createTable('content_drafts')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_drafts_pk', ['kind', 'key'])
    .execute();
}
