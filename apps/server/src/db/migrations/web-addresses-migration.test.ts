import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databases } from '../../test/build-test-app';
import { oldDatabase } from '../../test/old-sqlite-database';

const bad = 'javascript:alert(1)';
const T = 1000;

/** A database made before staff addresses were checked, holding good and bad ones, migrated. */
describe.each(databases)('migration 021 on an existing %s database', (kind) => {
  const oldDb = oldDatabase(kind);

  it('clears the addresses that are no web address and keeps the others', async () => {
    const { db, migrator } = oldDb();
    expect((await migrator.migrateTo('020-personal-data')).error).toBeUndefined();
    // Columns the rows leave out take their defaults, which the app's types do not know of.
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto('banners')
      .values([
        { position: 'home', title_zh: '好', image: '/b.png', link: '/about', created_at: T },
        { position: 'home', title_zh: '坏', image: 'data:x', link: ` ${bad}`, created_at: T },
      ])
      .execute();
    await old
      .insertInto('links')
      .values([
        { link_group: 'help', name_zh: '好', url: 'https://example.com/help', sort: 0 },
        { link_group: 'help', name_zh: '坏', url: '//evil.example', sort: 1 },
      ])
      .execute();
    await old
      .insertInto('artisans')
      .values({ name_zh: '林', avatar: 'vbscript:x', cover: '/cover.png', created_at: T })
      .execute();
    const { id: category } = await old
      .insertInto('product_categories')
      .values({ type: 'art', name_zh: '画', image: 'foo.png', created_at: T })
      .returning('id')
      .executeTakeFirstOrThrow();
    await old
      .insertInto('products')
      .values(
        [
          ['P1', 'ftp://x/a.png', ['ftp://x/a.png', '/b.png', bad]],
          ['P2', '/c.png', ['/c.png', 'http://cdn.example.com/d.png']],
        ].map(([product_no, image, images]) => ({
          type: 'art',
          category_id: Number(category),
          name_zh: '画',
          image,
          images: JSON.stringify(images),
          product_no,
          price: 100,
          created_at: T,
          updated_at: T,
        })),
      )
      .execute();
    const { id: group } = await old
      .insertInto('community_groups')
      .values({ name_zh: '社', description_zh: '群', cover: bad, created_at: T, updated_at: T })
      .returning('id')
      .executeTakeFirstOrThrow();
    await old
      .insertInto('community_images')
      .values([
        { group_id: Number(group), url: '/g1.png' },
        { group_id: Number(group), url: bad },
      ])
      .execute();
    await old
      .insertInto('config')
      .values([
        {
          key: 'shop',
          value: JSON.stringify({ logo: bad, time_zone: 'Asia/Shanghai' }),
          updated_at: T,
        },
        { key: 'company', value: JSON.stringify({ image: '/company.png' }), updated_at: T },
        {
          key: 'founder',
          value: JSON.stringify({ portrait: 'data:image/png;base64,x' }),
          updated_at: T,
        },
      ])
      .execute();
    await old
      .insertInto('shop_settings_versions')
      .values({
        version: 2,
        settings: JSON.stringify({ logo: bad }),
        actor_name: '',
        created_at: T,
      })
      .execute();
    const draft = (kind: string, key: string, body: object) => ({
      kind,
      key,
      body: JSON.stringify({ kind, ...body }),
      updated_at: T,
    });
    await old
      .insertInto('content_drafts')
      .values([
        draft('gallery', '1', { image: bad, width: 1, height: 1 }),
        draft('gallery', '2', { image: '/w.png', width: 1, height: 1 }),
        draft('link', '3', { url: bad, group: 'help' }),
        draft('story', 'idea', {
          image: '/s.png',
          sections: [{ image: bad }, { image: '/t.png' }],
        }),
        draft('team', '4', { photo: 'JavaScript:x' }),
      ])
      .execute();

    expect((await migrator.migrateTo('021-web-addresses')).error).toBeUndefined();

    expect(
      await db.selectFrom('banners').select(['title_zh', 'image', 'link']).orderBy('id').execute(),
    ).toEqual([
      { title_zh: '好', image: '/b.png', link: '/about' },
      { title_zh: '坏', image: '', link: '' },
    ]);
    expect(await db.selectFrom('links').select('url').orderBy('id').execute()).toEqual([
      { url: 'https://example.com/help' },
      { url: '/' },
    ]);
    expect(await db.selectFrom('artisans').select(['avatar', 'cover']).execute()).toEqual([
      { avatar: '', cover: '/cover.png' },
    ]);
    expect(await db.selectFrom('product_categories').select('image').execute()).toEqual([
      { image: '' },
    ]);
    const products = await db
      .selectFrom('products')
      .select(['product_no', 'image', 'images'])
      .orderBy('product_no')
      .execute();
    expect(products.map((p) => ({ ...p, images: JSON.parse(p.images) as unknown }))).toEqual([
      { product_no: 'P1', image: '/b.png', images: ['/b.png'] },
      { product_no: 'P2', image: '/c.png', images: ['/c.png', 'http://cdn.example.com/d.png'] },
    ]);
    expect(await db.selectFrom('community_groups').select('cover').execute()).toEqual([
      { cover: '' },
    ]);
    expect(await db.selectFrom('community_images').select('url').execute()).toEqual([
      { url: '/g1.png' },
    ]);
    const config = await db.selectFrom('config').select(['key', 'value']).orderBy('key').execute();
    expect(config.map((c) => [c.key, JSON.parse(c.value) as unknown])).toEqual([
      ['company', { image: '/company.png' }],
      ['founder', { portrait: '' }],
      ['shop', { logo: '', time_zone: 'Asia/Shanghai' }],
    ]);
    const version = await db
      .selectFrom('shop_settings_versions')
      .select('settings')
      .where('version', '=', 2)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(version.settings)).toEqual({ logo: '' });
    const drafts = await db
      .selectFrom('content_drafts')
      .select(['kind', 'key', 'body'])
      .orderBy('key')
      .execute();
    expect(drafts.map((d) => [d.kind, d.key, JSON.parse(d.body) as unknown])).toEqual([
      ['gallery', '2', { kind: 'gallery', image: '/w.png', width: 1, height: 1 }],
      ['link', '3', { kind: 'link', url: '/', group: 'help' }],
      ['team', '4', { kind: 'team', photo: '' }],
      [
        'story',
        'idea',
        { kind: 'story', image: '/s.png', sections: [{ image: '' }, { image: '/t.png' }] },
      ],
    ]);
  });
});
