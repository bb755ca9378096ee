import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  get as getIn,
  getInEnglish as get,
  ok,
  postInEnglish as post,
  refusal,
} from '../../test/fixtures/order';

interface Item {
  kind: string;
  key: string;
  title_zh: string;
  title_en: string;
  state: string;
  publish_at: string | null;
  has_draft: boolean;
  missing_english: string[];
  sort: number;
}
interface Info extends Item {
  live: Record<string, unknown> | null;
  draft: Record<string, unknown> | null;
  preview_path: string;
  history: Array<{ action: string; before: unknown; after: unknown }>;
}
interface Page<T> {
  list: T[];
  total: number;
}

const START = Date.parse('2026-11-27T02:00:00Z');
const HOUR = 3_600_000;
const hostile =
  '<p>Hello</p><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
const dangerous = /<script|onerror|javascript:/i;

const founderBody = (name_zh: string, name_en: string, bio_en = '<p>Bio</p>') => ({
  kind: 'founder',
  portrait: '/founder.svg',
  name_zh,
  name_en,
  title_zh: '创始人',
  title_en: 'Founder',
  quote_zh: '让光留下来',
  quote_en: '',
  bio_zh: '<p>简介</p>',
  bio_en,
  facts: [],
  timeline: [{ year: 2016, text_zh: '创立', text_en: 'Founded' }],
});

const newsBody = (title: string, publishAt: number) => ({
  kind: 'news',
  image: '/news.svg',
  publish_at: new Date(publishAt).toISOString(),
  category_zh: '公告',
  category_en: 'Notice',
  title_zh: `${title}（中）`,
  title_en: title,
  summary_zh: '摘要',
  summary_en: 'Summary',
  content_zh: '<p>正文</p>',
  content_en: '<p>Body</p>',
});

const teamBody = (name: string) => ({
  kind: 'team',
  photo: '/p.svg',
  joined_year: 2020,
  name_zh: `${name}（中）`,
  name_en: name,
  role_zh: '工程师',
  role_en: '',
  bio_zh: '',
  bio_en: '',
});

describe.each(databases)('the content console on %s', (db) => {
  const clock = testClock(START);
  const ctx = useTestApp(db, {}, { clock, demo: true });
  let app: FastifyInstance;
  let editor: string;
  let admin: string;
  let operator: string;
  let customer: string;

  beforeAll(async () => {
    app = ctx().app;
    [editor, admin, operator, customer] = await Promise.all([
      staffMember(app, 'editor').then((m) => m.token),
      staffMember(app, 'admin').then((m) => m.token),
      staffMember(app, 'operator').then((m) => m.token),
      signUp(app, 'cus').then((m) => m.token),
    ]);
  });

  const save = (input: Record<string, unknown>, token = editor) =>
    ok<Item>(post(app, 'contentSave', input, token));
  const info = (kind: string, key: string, token = editor) =>
    ok<Info>(get(app, 'contentInfo', { kind, key }, token));
  const founderPage = (lang: 'en' | 'zh-cn', token?: string, preview = false) =>
    ok<{ name: string; bio: string }>(
      getIn(app, 'founder', { lang, ...(preview ? { preview: true } : {}) }, token),
    );

  it('refuses a visitor, a customer and staff without the content permission', async () => {
    const visitor = await get(app, 'contentList', { kind: 'news' });
    expect(visitor.body.code).toBe(401);
    for (const token of [customer, operator])
      expect(await refusal(get(app, 'contentList', { kind: 'news' }, token))).toMatch(
        /permission/i,
      );
    expect(
      await refusal(post(app, 'contentSave', { publish: true, body: teamBody('X') }, operator)),
    ).toMatch(/permission/i);
    expect((await post(app, 'contentPublish', { kind: 'news', key: '1' })).body.code).toBe(401);
  });

  it('refuses bad input by name, and unknown items', async () => {
    expect(
      await refusal(
        post(
          app,
          'contentSave',
          { publish: true, body: { ...teamBody('X'), name_zh: '' } },
          editor,
        ),
      ),
    ).toMatch(/Chinese name/);
    expect(
      await refusal(
        post(
          app,
          'contentSave',
          { publish: true, body: { ...newsBody('X', START), publish_at: 'tomorrow' } },
          editor,
        ),
      ),
    ).toMatch(/Publication time must be a time/);
    expect(await refusal(get(app, 'contentInfo', { kind: 'team', key: '999999' }, editor))).toBe(
      'This content does not exist',
    );
    expect(await refusal(get(app, 'contentInfo', { kind: 'story', key: 'nowhere' }, editor))).toBe(
      'This content does not exist',
    );
    for (const action of ['contentPublish', 'contentUnpublish', 'contentDiscard', 'contentDelete'])
      expect(await refusal(post(app, action, { kind: 'news', key: '999999' }, editor))).toMatch(
        /does not exist/,
      );
    expect(
      await refusal(
        post(app, 'contentSave', { key: '999999', publish: false, body: teamBody('X') }, editor),
      ),
    ).toBe('This content does not exist');
  });

  it('keeps the founder page as it is while a draft is saved, previews the draft to staff only, and publishes both languages', async () => {
    const before = await founderPage('en');
    const draft = await save({
      key: 'founder',
      publish: false,
      body: founderBody('林新', 'Lin New', '<p>A new bio</p>'),
    });
    expect(draft).toMatchObject({
      state: 'published',
      has_draft: true,
      missing_english: ['quote'],
    });
    expect(await founderPage('en')).toEqual(before);

    // The preview shows the draft to content staff; anyone else asking gets the live page.
    expect(await founderPage('en', editor, true)).toMatchObject({ name: 'Lin New' });
    expect(await founderPage('zh-cn', admin, true)).toMatchObject({ name: '林新' });
    for (const token of [customer, operator, undefined])
      expect(await founderPage('en', token, true)).toEqual(before);
    // The preview read left nothing behind.
    expect(await founderPage('en')).toEqual(before);

    const found = await info('founder', 'founder');
    expect(found.preview_path).toBe('/FOUNDER?preview=1');
    expect(found.draft).toMatchObject({ name_en: 'Lin New' });
    expect(found.live).toMatchObject({ name_en: before.name });

    const published = await ok<Item>(
      post(app, 'contentPublish', { kind: 'founder', key: 'founder' }, editor),
    );
    expect(published).toMatchObject({ has_draft: false, state: 'published' });
    expect(await founderPage('en')).toMatchObject({ name: 'Lin New', bio: '<p>A new bio</p>' });
    expect(await founderPage('zh-cn')).toMatchObject({ name: '林新' });

    const history = (await info('founder', 'founder')).history;
    expect(history.map((row) => row.action)).toEqual(['contentPublish', 'contentSave']);
    expect(history[0]).toMatchObject({
      before: { name_en: before.name },
      after: { name_en: 'Lin New', draft: null },
    });
    expect(
      await refusal(post(app, 'contentPublish', { kind: 'founder', key: 'founder' }, editor)),
    ).toBe('This is already on the site and has no draft to publish');
  });

  it('never lets a script or an event handler saved through the editor reach a visitor', async () => {
    await save({
      key: 'privacy',
      publish: true,
      body: {
        kind: 'richText',
        title_zh: '隐私政策',
        title_en: 'Privacy policy',
        content_zh: hostile,
        content_en: hostile,
      },
    });
    const page = await ok<{ content: string }>(get(app, 'richText', { key: 'privacy' }));
    expect(page.content).toContain('<p>Hello</p>');
    expect(page.content).toContain('<img src="/x.png" />');
    expect(page.content).not.toMatch(dangerous);

    await save({ key: 'founder', publish: false, body: founderBody('林', 'Lin', hostile) });
    const stored = await info('founder', 'founder');
    expect(JSON.stringify(stored.draft)).not.toMatch(dangerous);
    expect((await founderPage('en', editor, true)).bio).not.toMatch(dangerous);
    await ok(post(app, 'contentDiscard', { kind: 'founder', key: 'founder' }, editor));
  });

  it('schedules news that appears when its time comes, though the list was cached before', async () => {
    const titleOf = (page: Page<{ title: string }>) => page.list.map((n) => n.title);
    const scheduled = await save({ publish: true, body: newsBody('Opening night', START + HOUR) });
    expect(scheduled).toMatchObject({
      state: 'scheduled',
      publish_at: new Date(START + HOUR).toISOString(),
    });
    // Read twice, so the answer is cached.
    for (let i = 0; i < 2; i++)
      expect(titleOf(await ok(get(app, 'newsList', { limit: 100 })))).not.toContain(
        'Opening night',
      );
    expect(await refusal(get(app, 'newsInfo', { id: Number(scheduled.key) }))).toBe(
      'This article does not exist',
    );
    // Staff previewing see it before its time.
    expect(
      titleOf(await ok(get(app, 'newsList', { limit: 100, preview: true }, editor))),
    ).toContain('Opening night');

    clock.advance(HOUR);
    expect(titleOf(await ok(get(app, 'newsList', { limit: 100 })))[0]).toBe('Opening night');
    expect(await ok(get(app, 'newsInfo', { id: Number(scheduled.key) }))).toMatchObject({
      title: 'Opening night',
    });
    expect((await info('news', scheduled.key)).state).toBe('published');

    await ok(post(app, 'contentUnpublish', { kind: 'news', key: scheduled.key }, editor));
    expect(titleOf(await ok(get(app, 'newsList', { limit: 100 })))).not.toContain('Opening night');
    expect(
      await refusal(post(app, 'contentUnpublish', { kind: 'news', key: scheduled.key }, editor)),
    ).toBe('This is not on the site');
  });

  it('creates a list item off the site, publishes it, keeps later changes as a draft, and deletes it', async () => {
    const names = async () =>
      (await ok<Array<{ name: string }>>(get(app, 'coreTeam', {}))).map((m) => m.name);
    const created = await save({ publish: false, body: teamBody('Ada') });
    expect(created).toMatchObject({ state: 'draft', has_draft: false, missing_english: ['role'] });
    expect(await names()).not.toContain('Ada');

    await ok(post(app, 'contentPublish', { kind: 'team', key: created.key }, editor));
    expect(await names()).toContain('Ada');

    const drafted = await save({
      key: created.key,
      publish: false,
      body: teamBody('Ada Lovelace'),
    });
    expect(drafted).toMatchObject({
      state: 'published',
      has_draft: true,
      title_en: 'Ada Lovelace',
    });
    expect(await names()).toContain('Ada');
    await ok(post(app, 'contentDiscard', { kind: 'team', key: created.key }, editor));
    expect(
      await refusal(post(app, 'contentDiscard', { kind: 'team', key: created.key }, editor)),
    ).toBe('There is no draft to discard');

    const list = await ok<Page<Item>>(
      get(app, 'contentList', { kind: 'team', keyword: 'ada' }, editor),
    );
    expect(list.list.map((i) => i.title_en)).toEqual(['Ada']);

    await ok(post(app, 'contentDelete', { kind: 'team', key: created.key }, editor));
    expect(await names()).not.toContain('Ada');
    expect(await refusal(get(app, 'contentInfo', { kind: 'team', key: created.key }, editor))).toBe(
      'This content does not exist',
    );
    const trail = await ok<Page<{ target_id: string; action: string }>>(
      get(app, 'auditList', { target_type: 'content_team', limit: 100 }, admin),
    );
    expect(trail.list.filter((row) => row.target_id === created.key).map((r) => r.action)).toEqual([
      'contentDelete',
      'contentDiscard',
      'contentSave',
      'contentPublish',
      'contentSave',
    ]);
  });

  it('publishes every kind the site shows: the about page, a story page, a process with its steps, a technology, a work and an experience', async () => {
    const company = await info('company', 'company');
    await save({
      key: 'company',
      publish: true,
      body: { ...company.live, slogan_zh: '新标语', slogan_en: 'A new slogan' },
    });
    expect(await ok(get(app, 'company', {}))).toMatchObject({ slogan: 'A new slogan' });

    const business = await info('story', 'business');
    expect(business.preview_path).toBe('/BUSINESS?preview=1');
    await save({
      key: 'business',
      publish: true,
      body: {
        ...business.live,
        title_en: 'What we make',
        sections: [{ title_zh: '展览', title_en: 'Shows', image: '/s.svg' }],
      },
    });
    expect(await ok(get(app, 'business', {}))).toMatchObject({
      title: 'What we make',
      sections: [{ title: 'Shows' }],
    });

    const process = await save({
      publish: true,
      body: {
        kind: 'process',
        title_zh: '铸造',
        title_en: 'Casting',
        content_en: '<p>Bronze</p><script>x()</script>',
        steps: [
          { title_zh: '制模', title_en: 'Mould' },
          { title_zh: '浇铸', title_en: 'Pour' },
        ],
      },
    });
    expect((await info('process', process.key)).preview_path).toBe(
      `/PROCESSDETAIL?id=${process.key}&preview=1`,
    );
    expect(await ok(get(app, 'processInfo', { id: Number(process.key) }))).toMatchObject({
      title: 'Casting',
      content: '<p>Bronze</p>',
      step_count: 2,
      steps: [{ title: 'Mould' }, { title: 'Pour' }],
    });

    const technology = await save({
      publish: true,
      body: { kind: 'technology', title_zh: '光场', tags_zh: ['光'], tags_en: ['Light'] },
    });
    expect(await ok(get(app, 'technologyInfo', { id: Number(technology.key) }))).toMatchObject({
      title: '光场',
      tags: ['Light'],
    });

    const work = await save({
      publish: true,
      body: {
        kind: 'gallery',
        year: 2024,
        image: '/w.svg',
        width: 800,
        height: 600,
        title_zh: '夜航',
        title_en: 'Night crossing',
      },
    });
    const gallery = await ok<Page<{ id: number; title: string }>>(
      get(app, 'gallery', { limit: 100 }),
    );
    expect(gallery.list.at(-1)).toMatchObject({ id: Number(work.key), title: 'Night crossing' });

    await save({
      publish: true,
      body: {
        kind: 'mr',
        duration_minutes: 45,
        title_zh: '沉浸剧场',
        title_en: 'Immersive theatre',
      },
    });
    const experiences = await ok<Array<{ title: string }>>(get(app, 'mr', {}));
    expect(experiences.map((e) => e.title)).toContain('Immersive theatre');
  });

  it('refuses to take a page off the site or delete it', async () => {
    expect(
      await refusal(post(app, 'contentUnpublish', { kind: 'story', key: 'business' }, editor)),
    ).toMatch(/always on the site/);
    expect(
      await refusal(post(app, 'contentDelete', { kind: 'founder', key: 'founder' }, editor)),
    ).toMatch(/always on the site/);
  });

  it('lists every singleton, written or not', async () => {
    const texts = await ok<Page<Item>>(
      get(app, 'contentList', { kind: 'richText', limit: 100 }, editor),
    );
    expect(texts.list.map((i) => i.key)).toEqual([
      'agreement',
      'privacy',
      'convention',
      'points_rules',
      'about',
      'super_individual',
    ]);
  });

  it('reorders a list, refusing an order that leaves an item out', async () => {
    const items = (
      await ok<Page<Item>>(get(app, 'contentList', { kind: 'link', limit: 100 }, editor))
    ).list;
    const keys = items.map((i) => i.key);
    expect(keys.length).toBeGreaterThan(2);
    expect(
      await refusal(post(app, 'contentReorder', { kind: 'link', keys: keys.slice(1) }, editor)),
    ).toMatch(/every/i);
    const reversed = [...keys].reverse();
    await ok(post(app, 'contentReorder', { kind: 'link', keys: reversed }, editor));
    const links = await ok<Array<{ id: number }>>(get(app, 'getLink', {}));
    expect(links.map((l) => String(l.id))).toEqual(reversed);

    // A link taken off the site leaves the footer.
    await ok(post(app, 'contentUnpublish', { kind: 'link', key: reversed[0] }, editor));
    const after = await ok<Array<{ id: number }>>(get(app, 'getLink', {}));
    expect(after.map((l) => String(l.id))).toEqual(reversed.slice(1));
    const previewed = await ok<Array<{ id: number }>>(
      get(app, 'getLink', { preview: true }, editor),
    );
    expect(previewed.map((l) => String(l.id))).toEqual(reversed);
    await ok(post(app, 'contentPublish', { kind: 'link', key: reversed[0] }, editor));
  });

  it('leaves one consistent item when saves and publishes of it race', async () => {
    const created = await save({ publish: true, body: newsBody('Race', START) });
    const bodies = ['One', 'Two', 'Three', 'Four'].map((t) => newsBody(`Race ${t}`, START));
    const answers = await Promise.all([
      post(app, 'contentSave', { key: created.key, publish: false, body: bodies[0] }, editor),
      post(app, 'contentSave', { key: created.key, publish: true, body: bodies[1] }, admin),
      post(app, 'contentPublish', { kind: 'news', key: created.key }, editor),
      post(app, 'contentSave', { key: created.key, publish: false, body: bodies[2] }, admin),
      post(app, 'contentSave', { key: created.key, publish: true, body: bodies[3] }, editor),
    ]);
    const succeeded = answers.filter((a) => a.body.code === 200).length;
    const final = await info('news', created.key);
    const titles = bodies.map((b) => b.title_en);
    expect(titles).toContain((final.live as { title_en: string }).title_en);
    if (final.draft) expect(titles).toContain((final.draft as { title_en: string }).title_en);
    expect(final.has_draft).toBe(final.draft !== null);
    // Every write that succeeded left its row in the trail, and only those.
    expect(final.history).toHaveLength(succeeded + 1);
    const shown = await ok<{ title: string }>(get(app, 'newsInfo', { id: Number(created.key) }));
    expect(shown.title).toBe((final.live as { title_en: string }).title_en);
  });
});
