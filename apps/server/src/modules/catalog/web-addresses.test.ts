import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { get, ok, post, refusal } from '../../test/fixtures/order';

const zh = '须为以 https:// 或 http:// 开头的网址，或以 / 开头的站内路径';
const en =
  'must be a web address starting with https:// or http://, or a path on this site starting with /';

describe.each(databases)('addresses staff type in the console on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let app: FastifyInstance;
  let editor = '';

  const save = (action: string, input: Record<string, unknown>) => post(app, action, input, editor);
  const rows = async () => ({
    banners: await app.db.selectFrom('banners').selectAll().orderBy('id').execute(),
    links: await app.db.selectFrom('links').selectAll().orderBy('id').execute(),
    drafts: await app.db.selectFrom('content_drafts').selectAll().execute(),
    company: await app.db.selectFrom('config').selectAll().where('key', '=', 'company').execute(),
    audit: await app.db.selectFrom('audit_log').select('id').execute(),
  });

  beforeAll(async () => {
    app = ctx().app;
    editor = (await staffMember(app, 'editor')).token;
  });

  it('refuses a script for a banner link, naming the field in either language, and stores nothing', async () => {
    const before = await rows();
    const banner = { position: 'home', title_zh: '新品', image: '/uploads/seed/company.svg' };

    expect(
      await refusal(save('bannerSave', { ...banner, link: 'javascript:alert(1)', lang: 'zh-cn' })),
    ).toBe(`链接 ${zh}`);
    expect(
      await refusal(save('bannerSave', { ...banner, link: '  JavaScript:alert(1)', lang: 'en' })),
    ).toBe(`Link ${en}`);
    expect(
      await refusal(save('bannerSave', { ...banner, image: 'java\tscript:alert(1)', lang: 'en' })),
    ).toBe(`Image ${en}`);
    expect(
      await refusal(save('bannerSave', { ...banner, link: '//evil.example', lang: 'en' })),
    ).toBe(`Link ${en}`);

    expect(await rows()).toEqual(before);
    const site = await ok<Array<{ link: string; image: string }>>(
      get(app, 'banner', { position: 'home' }),
    );
    expect(site.map((b) => b.link).filter((link) => /script:|\/\/evil/i.test(link))).toEqual([]);
  });

  it('refuses a script for a footer link and a page picture, and stores nothing', async () => {
    const before = await rows();
    const link = { kind: 'link', group: 'help', name_zh: '帮助', url: 'javascript:alert(1)' };

    expect(await refusal(save('contentSave', { publish: true, body: link, lang: 'zh-cn' }))).toBe(
      `链接地址 ${zh}`,
    );
    expect(await refusal(save('contentSave', { publish: false, body: link, lang: 'en' }))).toBe(
      `Address ${en}`,
    );
    const company = {
      kind: 'company',
      image: 'data:image/svg+xml;base64,PHN2Zz4=',
      founded_year: 2016,
      name_zh: '工坊',
    };
    expect(
      await refusal(
        save('contentSave', { key: 'company', publish: true, body: company, lang: 'zh-cn' }),
      ),
    ).toBe(`图片 ${zh}`);
    expect(
      await refusal(
        save('contentSave', { key: 'company', publish: false, body: company, lang: 'en' }),
      ),
    ).toBe(`Image ${en}`);

    expect(await rows()).toEqual(before);
  });

  it('takes an https address or a path on the site, and the site shows it', async () => {
    const { id } = await ok<{ id: number }>(
      save('bannerSave', {
        position: 'home',
        title_zh: '新品',
        image: ' https://cdn.example.com/new.png ',
        link: '/GLOBALSHOP',
      }),
    );
    const site = await ok<Array<{ id: number; link: string; image: string }>>(
      get(app, 'banner', { position: 'home' }),
    );
    expect(site.find((b) => b.id === id)).toMatchObject({
      image: 'https://cdn.example.com/new.png',
      link: '/GLOBALSHOP',
    });
  });
});
