import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';

const hostile =
  '<p>Open <strong>daily</strong></p><script>alert(1)</script>' +
  '<img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">more</a>';
const dangerous = /<script|onerror|javascript:/i;

describe.each(databases)('content store on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('stores every HTML column sanitised, in both languages', async () => {
    const { app } = ctx();
    const store = app.services.contentStore;
    const body = { 'zh-cn': `<h2>中文</h2>${hostile}`, en: `<h2>English</h2>${hostile}` };
    const bilingual = (s: string) => ({ 'zh-cn': `${s}（中）`, en: s });

    await store.storyPage('idea', {
      title: bilingual('Idea'),
      lead: bilingual('Lead'),
      body,
      image: '/i.svg',
      sections: [],
    });
    const processId = await store.process({
      title: bilingual('Process'),
      summary: bilingual('Summary'),
      duration: bilingual('3 weeks'),
      content: body,
      image: '/p.svg',
      steps: [{ title: bilingual('Sketch'), text: bilingual('On paper') }],
    });
    const technologyId = await store.technology({
      title: bilingual('Light'),
      summary: bilingual('Summary'),
      tags: { 'zh-cn': ['光'], en: ['Light'] },
      content: body,
      image: '/t.svg',
    });
    const newsId = await store.news({
      category: bilingual('News'),
      title: bilingual('Opening'),
      summary: bilingual('Summary'),
      content: body,
      image: '/n.svg',
      published_at: Date.UTC(2025, 0, 1),
    });
    await store.richText('convention', { title: bilingual('Convention'), content: body });
    await store.founder({
      name: bilingual('Lin Che'),
      title: bilingual('Founder'),
      portrait: '/f.svg',
      quote: bilingual('Light'),
      bio: body,
      facts: [],
      timeline: [],
    });

    const db = app.db;
    const stored = [
      await db
        .selectFrom('story_pages')
        .select(['body_zh', 'body_en'])
        .where('page', '=', 'idea')
        .executeTakeFirstOrThrow(),
      await db
        .selectFrom('processes')
        .select(['content_zh', 'content_en'])
        .where('id', '=', processId)
        .executeTakeFirstOrThrow(),
      await db
        .selectFrom('technologies')
        .select(['content_zh', 'content_en'])
        .where('id', '=', technologyId)
        .executeTakeFirstOrThrow(),
      await db
        .selectFrom('news')
        .select(['content_zh', 'content_en'])
        .where('id', '=', newsId)
        .executeTakeFirstOrThrow(),
      await db
        .selectFrom('rich_texts')
        .select(['content_zh', 'content_en'])
        .where('key', '=', 'convention')
        .executeTakeFirstOrThrow(),
    ];
    for (const row of stored) {
      const [zh, en] = Object.values(row);
      expect(zh).toContain('<h2>中文</h2><p>Open <strong>daily</strong></p>');
      expect(en).toContain('<h2>English</h2>');
      expect(zh).toContain('<img src="/x.png" />');
      expect(`${zh}${en}`).not.toMatch(dangerous);
    }
    const tags = await db
      .selectFrom('technologies')
      .select(['tags_zh', 'tags_en'])
      .where('id', '=', technologyId)
      .executeTakeFirstOrThrow();
    expect([JSON.parse(tags.tags_zh), JSON.parse(tags.tags_en)]).toEqual([['光'], ['Light']]);
    const founder = await app.services.settings.get('founder');
    expect(founder?.bio.en).toContain('<h2>English</h2>');
    expect(JSON.stringify(founder)).not.toMatch(dangerous);
  });

  it('rewrites a story page and a rich text in place, and stores a missing English as empty', async () => {
    const { app } = ctx();
    const store = app.services.contentStore;
    const section = (s: string) => ({
      title: { 'zh-cn': s },
      subtitle: { 'zh-cn': s },
      summary: { 'zh-cn': s },
      image: '',
    });
    const page = {
      title: { 'zh-cn': '城市', en: '  ' },
      lead: { 'zh-cn': '杭州' },
      body: { 'zh-cn': '<p>西湖</p>' },
      image: '',
    };
    await store.storyPage('city', { ...page, sections: [section('一'), section('二')] });
    await store.storyPage('city', { ...page, sections: [section('三')] });
    const head = await app.db
      .selectFrom('story_pages')
      .selectAll()
      .where('page', '=', 'city')
      .execute();
    expect(head).toHaveLength(1);
    expect(head[0]).toMatchObject({ title_zh: '城市', title_en: '', body_en: '' });
    const sections = await app.db
      .selectFrom('story_sections')
      .select('title_zh')
      .where('page', '=', 'city')
      .execute();
    expect(sections.map((s) => s.title_zh)).toEqual(['三']);

    await store.richText('privacy', {
      title: { 'zh-cn': '旧' },
      content: { 'zh-cn': '<p>旧</p>' },
    });
    await store.richText('privacy', {
      title: { 'zh-cn': '新' },
      content: { 'zh-cn': '<p>新</p>' },
    });
    const texts = await app.db
      .selectFrom('rich_texts')
      .select('title_zh')
      .where('key', '=', 'privacy')
      .execute();
    expect(texts).toEqual([{ title_zh: '新' }]);
  });

  it('stores all or nothing of a transaction', async () => {
    const { app } = ctx();
    const count = async () =>
      (await app.db.selectFrom('team_members').select('id').execute()).length;
    const before = await count();
    const member = {
      name: { 'zh-cn': '周' },
      role: { 'zh-cn': '策展' },
      bio: { 'zh-cn': '' },
      photo: '',
      joined_year: 2018,
    };
    await expect(
      app.services.contentStore.transaction(async (store) => {
        await store.teamMember(member);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await count()).toBe(before);
    await app.services.contentStore.transaction(async (store) => {
      await store.teamMember(member);
      await store.teamMember({ ...member, sort: 1 });
    });
    expect(await count()).toBe(before + 2);
  });
});
