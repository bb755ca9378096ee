import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';
import type { Text } from '../../i18n/localized';

const both = (zh: string, en: string): Text => ({ 'zh-cn': zh, en });
const chineseOnly = (zh: string): Text => ({ 'zh-cn': zh });
const hostile =
  '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
const dangerous = /<script|onerror|javascript:/i;
const at = (iso: string) => Date.parse(iso);

/** A small studio of the tests' own: the demo seed is off, so these are the only rows. */
async function publishStudio(app: FastifyInstance) {
  const store = app.services.contentStore;
  const ids = await store.transaction(async (s) => {
    await s.storyPage('business', {
      title: both('业务版图', 'Lines of business'),
      lead: both('三条主线，一个工坊', 'Three lines, one studio'),
      body: both(
        `<p>展览、<strong>收藏</strong>与教育</p>${hostile}`,
        `<p>Shows, <strong>collecting</strong> and teaching</p>${hostile}`,
      ),
      image: '/uploads/test/business.svg',
      sections: [
        {
          title: both('展览', 'Exhibitions'),
          subtitle: both('48 场', '48 shows'),
          summary: both('九座城市', 'Nine cities'),
          image: '/s1.svg',
        },
        {
          title: both('收藏', 'Collecting'),
          subtitle: both('3600+ 件', '3,600+ works'),
          summary: chineseOnly('每件作品都有编号'),
          image: '/s2.svg',
        },
      ],
    });
    await s.storyPage('idea', {
      title: chineseOnly('理念'),
      lead: both('以代码为笔', 'Code for a brush'),
      body: both('<p>光即墨</p>', '<p>Light for ink</p>'),
      image: '/idea.svg',
      sections: [],
    });
    await s.founder({
      name: both('林澈', 'Lin Che'),
      title: both('创始人、艺术总监', 'Founder and artistic director'),
      portrait: '/founder.svg',
      quote: both('让光留下来', 'Let the light stay'),
      bio: both(`<p>2016 年创立艺术工坊</p>${hostile}`, `<p>Founded Atelier in 2016</p>${hostile}`),
      facts: [{ label: both('出生地', 'Born in'), value: both('杭州', 'Hangzhou') }],
      timeline: [
        { year: 2016, text: both('创立艺术工坊', 'Founds Atelier') },
        { year: 2018, text: chineseOnly('首个生成艺术展「流光」') },
      ],
    });
    const gallery = [];
    for (const [i, title] of ['One', 'Two', 'Three', 'Four', 'Five'].entries()) {
      gallery.push(
        await s.galleryWork({
          title: both(`作品${i + 1}`, title),
          artist: both('林澈', 'Lin Che'),
          year: 2018 + i,
          medium: both('生成艺术', 'Generative art'),
          description: i === 2 ? chineseOnly('只有中文的说明') : both('说明', 'About it'),
          image: `/g${i + 1}.svg`,
          width: 1200,
          height: 900 + i,
          sort: i,
        }),
      );
    }
    await s.teamMember({
      name: both('周岚', 'Zhou Lan'),
      role: both('策展人', 'Curator'),
      bio: chineseOnly('2017 年加入'),
      photo: '/zhou.svg',
      joined_year: 2017,
      sort: 2,
    });
    await s.teamMember({
      name: both('林澈', 'Lin Che'),
      role: both('创始人', 'Founder'),
      bio: both('创立工坊', 'Founded the studio'),
      photo: '/lin.svg',
      joined_year: 2016,
      sort: 1,
    });
    const glaze = await s.process({
      title: both('光绘', 'Light painting'),
      summary: both('从草图到投影', 'From sketch to projection'),
      duration: both('约三周', 'About three weeks'),
      content: both(`<p>在暗房中完成</p>${hostile}`, `<p>Made in the dark room</p>${hostile}`),
      image: '/p1.svg',
      steps: [
        { title: both('草图', 'Sketch'), text: both('纸上构图', 'Composing on paper') },
        { title: both('编程', 'Code'), text: chineseOnly('写生成程序') },
        { title: both('投影', 'Projection'), text: both('现场调试', 'Tuned on site') },
      ],
    });
    await s.process({
      title: both('装裱', 'Mounting'),
      summary: both('收藏级装裱', 'Collector-grade mounting'),
      duration: both('两天', 'Two days'),
      content: both('<p>装裱</p>', '<p>Mounting</p>'),
      image: '/p2.svg',
      steps: [],
      sort: 1,
    });
    const shader = await s.technology({
      title: both('实时着色器', 'Real-time shaders'),
      summary: both('画面每一帧都是计算出来的', 'Every frame is computed'),
      tags: { 'zh-cn': ['图形', '实时'], en: ['Graphics', 'Real time'] },
      content: both(`<p>GPU</p>${hostile}`, `<p>On the GPU</p>${hostile}`),
      image: '/t1.svg',
    });
    await s.technology({
      title: both('混合现实', 'Mixed reality'),
      summary: both('空间中的作品', 'Works in space'),
      tags: { 'zh-cn': ['空间计算'] },
      content: chineseOnly('<p>MR</p>'),
      image: '/t2.svg',
      sort: 1,
    });
    // Written out of order: the list orders by publication time, not by id.
    const news = {
      hall: await s.news({
        category: both('展讯', 'Exhibitions'),
        title: both('MR 体验馆开幕', 'The MR hall opens'),
        summary: both('文三路', 'On Wensan Road'),
        content: both(`<p>开幕</p>${hostile}`, `<p>Opening day</p>${hostile}`),
        image: '/n2.svg',
        published_at: at('2022-09-10T02:00:00Z'),
      }),
      founded: await s.news({
        category: both('工坊', 'Studio'),
        title: both('艺术工坊成立', 'Atelier is founded'),
        summary: both('杭州', 'Hangzhou'),
        content: both('<p>成立</p>', '<p>Founded</p>'),
        image: '/n0.svg',
        published_at: at('2016-05-01T02:00:00Z'),
      }),
      points: await s.news({
        category: both('商城', 'Mall'),
        title: chineseOnly('积分商城上线'),
        summary: both('积分', 'Points'),
        content: both('<p>积分</p>', ''),
        image: '/n4.svg',
        published_at: at('2025-03-18T02:00:00Z'),
      }),
      light: await s.news({
        category: both('展讯', 'Exhibitions'),
        title: both('「流光」首展', '"Flowing Light" opens'),
        summary: both('首个生成艺术展', 'The first generative show'),
        content: both('<p>流光</p>', '<p>Flowing Light</p>'),
        image: '/n1.svg',
        published_at: at('2018-10-20T02:00:00Z'),
      }),
      superIndividual: await s.news({
        category: both('计划', 'Programme'),
        title: both('超级个体计划', 'The Super Individual programme'),
        summary: both('独立创作者', 'Independent creators'),
        content: both('<p>计划</p>', '<p>Programme</p>'),
        image: '/n3.svg',
        published_at: at('2024-04-08T02:00:00Z'),
      }),
    };
    await s.richText('agreement', {
      title: both('用户协议', 'User agreement'),
      content: both(`<h2>第一条</h2>${hostile}`, `<h2>Article 1</h2>${hostile}`),
      updated_at: at('2025-01-02T03:04:05Z'),
    });
    await s.mrExperience({
      title: both('流光漫游', 'Flowing Light walk'),
      summary: both('穿过光的房间', 'Walk through rooms of light'),
      location: both('艺创园 5 号楼', 'Building 5, Yichuang Park'),
      open_hours: chineseOnly('周二至周日 10:00–19:00'),
      duration_minutes: 25,
      image: '/mr1.svg',
    });
    return { gallery, glaze, shader, news };
  });
  return ids;
}

describe.each(databases)('content actions on %s', (kind) => {
  const ctx = useTestApp(kind);
  let ids: Awaited<ReturnType<typeof publishStudio>>;
  const app = () => ctx().app;

  it('refuses a page that is not published yet, in each language', async () => {
    const zh = await call(app(), 'city', { lang: 'zh-cn' });
    expect(zh.body).toMatchObject({ code: 100, msg: '该页面内容尚未发布，敬请期待' });
    const en = await call(app(), 'founder', { lang: 'en' });
    expect(en.body).toMatchObject({
      code: 100,
      msg: 'This page has not been published yet, please check back soon',
    });
  });

  describe('once published', () => {
    beforeAll(async () => {
      ids = await publishStudio(app());
    });

    it('business: the page and its sections in both languages, the body sanitised', async () => {
      const zh = await call(app(), 'business', { lang: 'zh-cn' });
      expect(zh.body.code).toBe(200);
      expect(zh.body.data).toMatchObject({ title: '业务版图', lead: '三条主线，一个工坊' });
      expect(zh.body.data.body).toContain('<p>展览、<strong>收藏</strong>与教育</p>');
      const en = await call(app(), 'business', { lang: 'en' });
      expect(en.body.data).toMatchObject({
        title: 'Lines of business',
        image: '/uploads/test/business.svg',
      });
      expect(en.body.data.sections).toEqual([
        {
          id: expect.any(Number),
          title: 'Exhibitions',
          subtitle: '48 shows',
          summary: 'Nine cities',
          image: '/s1.svg',
        },
        // An untranslated summary is answered in Chinese.
        {
          id: expect.any(Number),
          title: 'Collecting',
          subtitle: '3,600+ works',
          summary: '每件作品都有编号',
          image: '/s2.svg',
        },
      ]);
      expect(JSON.stringify([zh.body, en.body])).not.toMatch(dangerous);
    });

    it('idea: an untranslated title falls back to Chinese', async () => {
      const en = await call(app(), 'idea', { lang: 'en' });
      expect(en.body.data).toMatchObject({ title: '理念', lead: 'Code for a brush', sections: [] });
      const zh = await call(app(), 'idea', { lang: 'zh-cn' });
      expect(zh.body.data).toMatchObject({
        title: '理念',
        lead: '以代码为笔',
        body: '<p>光即墨</p>',
      });
    });

    it('city: a page stored after a refusal is answered at once', async () => {
      const before = await call(app(), 'city', { lang: 'en' });
      expect(before.body.code).toBe(100);
      await app().services.contentStore.storyPage('city', {
        title: both('杭州', 'Hangzhou'),
        lead: both('西湖边的工坊', 'A studio by the West Lake'),
        body: both('<p>文三路 398 号</p>', '<p>398 Wensan Road</p>'),
        image: '/city.svg',
        sections: [
          {
            title: both('艺创园', 'Yichuang Park'),
            subtitle: both('5 号楼', 'Building 5'),
            summary: both('工作室', 'The studio'),
            image: '/c1.svg',
          },
        ],
      });
      const en = await call(app(), 'city', { lang: 'en' });
      expect(en.body.data).toMatchObject({ title: 'Hangzhou', body: '<p>398 Wensan Road</p>' });
      expect(en.body.data.sections[0]).toMatchObject({
        title: 'Yichuang Park',
        subtitle: 'Building 5',
      });
      const zh = await call(app(), 'city', { lang: 'zh-cn' });
      expect(zh.body.data.sections[0]).toMatchObject({ title: '艺创园', subtitle: '5 号楼' });
    });

    it('founder: the founder in both languages, the timeline falling back to Chinese', async () => {
      const en = await call(app(), 'founder', { lang: 'en' });
      expect(en.body.data).toMatchObject({
        name: 'Lin Che',
        title: 'Founder and artistic director',
        quote: 'Let the light stay',
        portrait: '/founder.svg',
        facts: [{ label: 'Born in', value: 'Hangzhou' }],
        timeline: [
          { year: 2016, text: 'Founds Atelier' },
          { year: 2018, text: '首个生成艺术展「流光」' },
        ],
      });
      expect(en.body.data.bio).toContain('<p>Founded Atelier in 2016</p>');
      const zh = await call(app(), 'founder', { lang: 'zh-cn' });
      expect(zh.body.data).toMatchObject({ name: '林澈', title: '创始人、艺术总监' });
      expect(zh.body.data.bio).toContain('<p>2016 年创立艺术工坊</p>');
      expect(JSON.stringify([zh.body, en.body])).not.toMatch(dangerous);
    });

    it('gallery: pages through the works in display order', async () => {
      const first = await call(app(), 'gallery', { lang: 'en' });
      expect(first.body.data).toMatchObject({ total: 5, page: 1, limit: 10 });
      expect(first.body.data.list.map((w: { title: string }) => w.title)).toEqual([
        'One',
        'Two',
        'Three',
        'Four',
        'Five',
      ]);
      const second = await call(app(), 'gallery', { page: 2, limit: 2, lang: 'en' });
      expect(second.body.data).toMatchObject({ total: 5, page: 2, limit: 2 });
      expect(second.body.data.list).toEqual([
        {
          id: ids.gallery[2],
          title: 'Three',
          artist: 'Lin Che',
          year: 2020,
          medium: 'Generative art',
          description: '只有中文的说明',
          image: '/g3.svg',
          width: 1200,
          height: 902,
        },
        expect.objectContaining({ title: 'Four', description: 'About it' }),
      ]);
      const last = await call(app(), 'gallery', { page: 3, limit: 2, lang: 'zh-cn' });
      expect(last.body.data.list.map((w: { title: string }) => w.title)).toEqual(['作品5']);
      const beyond = await call(app(), 'gallery', { page: 4, limit: 2 });
      expect(beyond.body.data).toMatchObject({ list: [], total: 5, page: 4 });
    });

    it('coreTeam: the team in display order, an untranslated bio in Chinese', async () => {
      const en = await call(app(), 'coreTeam', { lang: 'en' });
      expect(en.body.data).toEqual([
        {
          id: expect.any(Number),
          name: 'Lin Che',
          role: 'Founder',
          bio: 'Founded the studio',
          photo: '/lin.svg',
          joined_year: 2016,
        },
        {
          id: expect.any(Number),
          name: 'Zhou Lan',
          role: 'Curator',
          bio: '2017 年加入',
          photo: '/zhou.svg',
          joined_year: 2017,
        },
      ]);
      const zh = await call(app(), 'coreTeam', { lang: 'zh-cn' });
      expect(
        zh.body.data.map((m: { name: string; role: string }) => `${m.name} ${m.role}`),
      ).toEqual(['林澈 创始人', '周岚 策展人']);
    });

    it('process and processInfo: the processes with their steps in both languages', async () => {
      const en = await call(app(), 'process', { lang: 'en' });
      expect(en.body.data).toEqual([
        {
          id: ids.glaze,
          title: 'Light painting',
          summary: 'From sketch to projection',
          image: '/p1.svg',
          duration: 'About three weeks',
          step_count: 3,
        },
        expect.objectContaining({ title: 'Mounting', duration: 'Two days', step_count: 0 }),
      ]);
      const info = await call(app(), 'processInfo', { id: ids.glaze, lang: 'en' });
      expect(info.body.data).toMatchObject({ title: 'Light painting', step_count: 3 });
      expect(info.body.data.content).toContain('<p>Made in the dark room</p>');
      expect(info.body.data.steps).toEqual([
        { title: 'Sketch', text: 'Composing on paper' },
        { title: 'Code', text: '写生成程序' },
        { title: 'Projection', text: 'Tuned on site' },
      ]);
      const zh = await call(app(), 'processInfo', { id: ids.glaze, lang: 'zh-cn' });
      expect(zh.body.data).toMatchObject({ title: '光绘', duration: '约三周' });
      expect(zh.body.data.steps.map((s: { title: string }) => s.title)).toEqual([
        '草图',
        '编程',
        '投影',
      ]);
      expect(JSON.stringify([info.body, zh.body])).not.toMatch(dangerous);
    });

    it('technology and technologyInfo: tags in the language asked, untranslated ones in Chinese', async () => {
      const en = await call(app(), 'technology', { lang: 'en' });
      expect(en.body.data).toEqual([
        {
          id: ids.shader,
          title: 'Real-time shaders',
          summary: 'Every frame is computed',
          image: '/t1.svg',
          tags: ['Graphics', 'Real time'],
        },
        expect.objectContaining({ title: 'Mixed reality', tags: ['空间计算'] }),
      ]);
      const zh = await call(app(), 'technology', { lang: 'zh-cn' });
      expect(zh.body.data[0]).toMatchObject({ title: '实时着色器', tags: ['图形', '实时'] });
      const info = await call(app(), 'technologyInfo', { id: ids.shader, lang: 'en' });
      expect(info.body.data).toMatchObject({
        title: 'Real-time shaders',
        tags: ['Graphics', 'Real time'],
      });
      expect(info.body.data.content).toContain('<p>On the GPU</p>');
      const other = en.body.data[1].id as number;
      const fallback = await call(app(), 'technologyInfo', { id: other, lang: 'en' });
      expect(fallback.body.data.content).toBe('<p>MR</p>');
      expect(JSON.stringify(info.body)).not.toMatch(dangerous);
    });

    it('newsList: newest first, paged, in both languages', async () => {
      const en = await call(app(), 'newsList', { limit: 2, lang: 'en' });
      expect(en.body.data).toMatchObject({ total: 5, page: 1, limit: 2 });
      expect(en.body.data.list).toEqual([
        // The untranslated title of the newest article is answered in Chinese.
        {
          id: ids.news.points,
          title: '积分商城上线',
          summary: 'Points',
          category: 'Mall',
          image: '/n4.svg',
          published_at: '2025-03-18T02:00:00.000Z',
        },
        expect.objectContaining({
          id: ids.news.superIndividual,
          title: 'The Super Individual programme',
        }),
      ]);
      const page3 = await call(app(), 'newsList', { page: 3, limit: 2, lang: 'zh-cn' });
      expect(page3.body.data).toMatchObject({ total: 5, page: 3, limit: 2 });
      expect(page3.body.data.list.map((n: { title: string }) => n.title)).toEqual(['艺术工坊成立']);
      const all = await call(app(), 'newsList', { lang: 'zh-cn' });
      expect(
        all.body.data.list.map((n: { published_at: string }) => n.published_at.slice(0, 4)),
      ).toEqual(['2025', '2024', '2022', '2018', '2016']);
    });

    it('newsInfo: an article with its older and newer neighbours', async () => {
      const en = await call(app(), 'newsInfo', { id: ids.news.hall, lang: 'en' });
      expect(en.body.data).toMatchObject({
        id: ids.news.hall,
        title: 'The MR hall opens',
        category: 'Exhibitions',
        published_at: '2022-09-10T02:00:00.000Z',
        previous: { id: ids.news.light, title: '"Flowing Light" opens' },
        next: { id: ids.news.superIndividual, title: 'The Super Individual programme' },
      });
      expect(en.body.data.content).toContain('<p>Opening day</p>');
      expect(en.body.data.content).not.toMatch(dangerous);
      const newest = await call(app(), 'newsInfo', { id: ids.news.points, lang: 'en' });
      expect(newest.body.data).toMatchObject({
        title: '积分商城上线',
        content: '<p>积分</p>',
        next: null,
      });
      expect(newest.body.data.previous).toEqual({
        id: ids.news.superIndividual,
        title: 'The Super Individual programme',
      });
      const oldest = await call(app(), 'newsInfo', { id: ids.news.founded, lang: 'zh-cn' });
      expect(oldest.body.data).toMatchObject({
        title: '艺术工坊成立',
        previous: null,
        next: { id: ids.news.light, title: '「流光」首展' },
      });
    });

    it('richText: a kept text by key, sanitised, with its time', async () => {
      const en = await call(app(), 'richText', { key: 'agreement', lang: 'en' });
      expect(en.body.data).toMatchObject({
        key: 'agreement',
        title: 'User agreement',
        updated_at: '2025-01-02T03:04:05.000Z',
      });
      expect(en.body.data.content).toMatch(/^<h2>Article 1<\/h2>/);
      const zh = await call(app(), 'richText', { key: 'agreement', lang: 'zh-cn' });
      expect(zh.body.data).toMatchObject({ title: '用户协议' });
      expect(zh.body.data.content).toMatch(/^<h2>第一条<\/h2>/);
      expect(JSON.stringify([zh.body, en.body])).not.toMatch(dangerous);
    });

    it('mr: the experiences in both languages', async () => {
      const en = await call(app(), 'mr', { lang: 'en' });
      expect(en.body.data).toEqual([
        {
          id: expect.any(Number),
          title: 'Flowing Light walk',
          summary: 'Walk through rooms of light',
          image: '/mr1.svg',
          location: 'Building 5, Yichuang Park',
          duration_minutes: 25,
          open_hours: '周二至周日 10:00–19:00',
        },
      ]);
      const zh = await call(app(), 'mr', { lang: 'zh-cn' });
      expect(zh.body.data[0]).toMatchObject({ title: '流光漫游', location: '艺创园 5 号楼' });
    });

    it('refuses unknown ids and unpublished keys with a message in each language', async () => {
      const cases = [
        ['processInfo', { id: 987654 }, '该工艺流程不存在', 'This process does not exist'],
        ['technologyInfo', { id: 987654 }, '该技术介绍不存在', 'This technology does not exist'],
        ['newsInfo', { id: 987654 }, '该新闻不存在或已下线', 'This article does not exist'],
        ['richText', { key: 'privacy' }, '该文本尚未发布', 'This text has not been published yet'],
      ] as const;
      for (const [action, input, zh, en] of cases) {
        expect((await call(app(), action, { ...input, lang: 'zh-cn' })).body).toEqual({
          code: 100,
          msg: zh,
          data: null,
        });
        expect((await call(app(), action, { ...input, lang: 'en' })).body).toEqual({
          code: 100,
          msg: en,
          data: null,
        });
      }
      const badKey = await call(app(), 'richText', { key: 'secrets', lang: 'en' });
      expect(badKey.body.code).toBe(100);
    });

    it('a news article published through the store is listed at once, though lists are cached', async () => {
      const url = '/api/index/newsList?limit=1&lang=en';
      const first = await app().inject({ url });
      const again = await app().inject({
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      const id = await app().services.contentStore.news({
        category: both('社区', 'Community'),
        title: both('创作者社区开放', 'The creator community opens'),
        summary: both('社区', 'Community'),
        content: both(`<p>欢迎</p>${hostile}`, `<p>Welcome</p>${hostile}`),
        image: '/n5.svg',
        published_at: at('2025-06-01T02:00:00Z'),
      });
      const after = await app().inject({
        url,
        headers: { 'if-none-match': first.headers.etag as string },
      });
      expect(after.statusCode).toBe(200);
      expect(after.json().data).toMatchObject({
        total: 6,
        list: [{ id, title: 'The creator community opens' }],
      });
      const article = await call(app(), 'newsInfo', { id, lang: 'en' });
      expect(article.body.data.content).toContain('<p>Welcome</p>');
      expect(article.body.data.content).not.toMatch(dangerous);
    });
  });
});
