import { WEB_ADDRESS_PATTERN } from '@atelier/contract/formats';
import { sql, type Kysely } from 'kysely';

/**
 * Addresses staff typed are shown as `href` and `src`; the console now takes only http(s) and
 * paths on the site (WEB_ADDRESS_PATTERN), and this clears what was stored before that rule.
 * A refused picture becomes '': no picture rather than a harmful one, and the console asks for a
 * new one when a required picture is missing. A refused link of the footer becomes '/', the home
 * page, so the link still leads somewhere on the site. From a list of pictures (a product's, a
 * group's gallery) the refused one is removed. Values are tested here in JS, not in SQL, so both
 * databases apply exactly the contract's rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, replacement] of SINGLE_ADDRESSES) {
    for (const value of await refusedValues(db, table, column)) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${replacement}
        where ${sql.ref(column)} = ${value}`.execute(db);
    }
  }
  for (const value of await refusedValues(db, 'community_images', 'url')) {
    await sql`delete from community_images where url = ${value}`.execute(db);
  }
  await cleanProducts(db);
  await cleanJson(db, 'config', 'key', 'value', cleanSetting);
  await cleanJson(db, 'shop_settings_versions', 'version', 'settings', (s) => clear(s, 'logo'));
  await cleanDrafts(db);
}

const isWebAddress = (value: unknown): value is string =>
  typeof value === 'string' && WEB_ADDRESS_PATTERN.test(value);

/** Columns of one address each, and what a refused address there becomes. */
const SINGLE_ADDRESSES: Array<[table: string, column: string, replacement: string]> = [
  ['banners', 'image', ''],
  ['banners', 'link', ''],
  ['product_categories', 'image', ''],
  ['links', 'url', '/'],
  ['artisans', 'avatar', ''],
  ['artisans', 'cover', ''],
  ['artworks', 'image', ''],
  // An order line's picture is copied from its product when bought.
  ['order_items', 'image', ''],
  ['community_groups', 'cover', ''],
  ['story_pages', 'image', ''],
  ['story_sections', 'image', ''],
  ['gallery_works', 'image', ''],
  ['team_members', 'photo', ''],
  ['processes', 'image', ''],
  ['technologies', 'image', ''],
  ['mr_experiences', 'image', ''],
  ['news', 'image', ''],
];

/** The distinct non-empty values of a column that are no web address: few, even in big tables. */
async function refusedValues(db: Kysely<unknown>, table: string, column: string) {
  const { rows } = await sql<{ value: string }>`select distinct ${sql.ref(column)} as value
    from ${sql.table(table)} where ${sql.ref(column)} <> ''`.execute(db);
  return rows.map((row) => row.value).filter((value) => !isWebAddress(value));
}

/** A product keeps its other pictures; its cover is the first of them, as a save makes it. */
async function cleanProducts(db: Kysely<unknown>) {
  const { rows } = await sql<{ id: number; image: string; images: string }>`
    select id, image, images from products`.execute(db);
  for (const row of rows) {
    const images: unknown = JSON.parse(row.images);
    if (!Array.isArray(images)) continue;
    const kept = images.filter(isWebAddress);
    const image = isWebAddress(row.image) || row.image === '' ? row.image : (kept[0] ?? '');
    if (kept.length === images.length && image === row.image) continue;
    await sql`update products set images = ${JSON.stringify(kept)}, image = ${image}
      where id = ${row.id}`.execute(db);
  }
}

type Json = Record<string, unknown>;

/** Rewrites the JSON rows `clean` changes (it answers false when a row needs nothing). */
async function cleanJson(
  db: Kysely<unknown>,
  table: string,
  keyColumn: string,
  column: string,
  clean: (value: Json, key: string | number) => boolean,
) {
  const { rows } = await sql<{ row_key: string | number; value: string }>`
    select ${sql.ref(keyColumn)} as row_key, ${sql.ref(column)} as value
    from ${sql.table(table)}`.execute(db);
  for (const row of rows) {
    const value = JSON.parse(row.value) as Json;
    if (!clean(value, row.row_key)) continue;
    await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${JSON.stringify(value)}
      where ${sql.ref(keyColumn)} = ${row.row_key}`.execute(db);
  }
}

/** Empties `field` of `value` when it holds something other than a web address. */
function clear(value: Json, field: string): boolean {
  const address = value[field];
  if (typeof address !== 'string' || address === '' || isWebAddress(address)) return false;
  value[field] = '';
  return true;
}

/** The settings that hold a picture: the shop's logo, the company's image, the founder's. */
function cleanSetting(value: Json, key: string | number): boolean {
  if (key === 'shop') return clear(value, 'logo');
  if (key === 'company') return clear(value, 'image');
  if (key === 'founder') return clear(value, 'portrait');
  return false;
}

/**
 * Drafts are read back with the contract's schema, so each must pass it. A gallery work's
 * picture is required and has no safe stand-in: that draft is dropped, and the live work stays.
 */
async function cleanDrafts(db: Kysely<unknown>) {
  const { rows } = await sql<{ kind: string; key: string; body: string }>`
    select kind, key, body from content_drafts`.execute(db);
  for (const row of rows) {
    const body = JSON.parse(row.body) as Json;
    const where = sql`kind = ${row.kind} and ${sql.ref('key')} = ${row.key}`;
    if (body.kind === 'gallery' && !isWebAddress(body.image)) {
      await sql`delete from content_drafts where ${where}`.execute(db);
      continue;
    }
    let changed = false;
    if (body.kind === 'link' && !isWebAddress(body.url)) {
      body.url = '/';
      changed = true;
    }
    for (const field of ['image', 'portrait', 'photo']) {
      if (body.kind !== 'gallery' && clear(body, field)) changed = true;
    }
    const sections = Array.isArray(body.sections) ? (body.sections as Json[]) : [];
    for (const section of sections) if (clear(section, 'image')) changed = true;
    if (!changed) continue;
    await sql`update content_drafts set body = ${JSON.stringify(body)} where ${where}`.execute(db);
  }
}
