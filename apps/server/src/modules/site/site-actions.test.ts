import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../../test/build-test-app';

describe.each(databases)('site actions on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('banner: lists the about banners in order, in each language, with images that load', async () => {
    const zh = await call(ctx().app, 'banner', { position: 'about', lang: 'zh-cn' });
    expect(zh.body.code).toBe(200);
    expect(zh.body.data).toHaveLength(3);
    expect(zh.body.data[0]).toMatchObject({ position: 'about', title: '以代码为笔，以光为墨' });
    const en = await call(ctx().app, 'banner', { position: 'about', lang: 'en' });
    expect(en.body.data.map((b: { title: string }) => b.title)).toEqual([
      'Code for a brush, light for ink',
      'Flowing Light: ten years of generative art',
      'Every work has a serial of its own',
    ]);
    const image = await ctx().app.inject({ method: 'GET', url: en.body.data[0].image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.body).toContain('<svg');
  });

  it('banner: defaults to the about position and keeps positions apart', async () => {
    const about = await call(ctx().app, 'banner', {});
    expect(about.body.data.every((b: { position: string }) => b.position === 'about')).toBe(true);
    const points = await call(ctx().app, 'banner', { position: 'points', lang: 'en' });
    expect(points.body.data).toEqual([
      expect.objectContaining({ title: 'Points mall', link: '/PointsMall' }),
    ]);
  });

  it('productCategory: lists both malls or one of them', async () => {
    const all = await call(ctx().app, 'productCategory', { lang: 'en' });
    expect(all.body.data.length).toBe(7);
    const points = await call(ctx().app, 'productCategory', { type: 'points', lang: 'en' });
    expect(points.body.data.map((c: { name: string }) => c.name)).toEqual([
      'Points gifts',
      'Digital collectibles',
    ]);
    const art = await call(ctx().app, 'productCategory', { type: 'art', lang: 'zh-cn' });
    expect(art.body.data[0]).toMatchObject({ type: 'art', name: '数字绘画' });
  });

  it('shopConfig: answers the shop and its contact details in the request language', async () => {
    const en = await call(ctx().app, 'shopConfig', { lang: 'en' });
    expect(en.body.data).toMatchObject({
      name: 'Atelier',
      service_phone: '0571-8686-2016',
      service_email: 'hello@atelier-art.cn',
      address: 'Building 5, Yichuang Park, 398 Wensan Road, Xihu District, Hangzhou, Zhejiang',
      business_hours: 'Tuesday to Sunday, 10:00–19:00',
      time_zone: 'Asia/Shanghai',
      currency: 'CNY',
      pay_timeout_minutes: 30,
    });
    const zh = await call(ctx().app, 'shopConfig', { lang: 'zh-cn' });
    expect(zh.body.data).toMatchObject({
      address: '浙江省杭州市西湖区文三路 398 号 艺创园 5 号楼',
      business_hours: '周二至周日 10:00–19:00',
    });
  });

  it('shopConfig: contact details are the shop settings, so an edit shows at once', async () => {
    const { app } = ctx();
    const shop = await app.services.settings.get('shop');
    if (!shop) throw new Error('seeded shop missing');
    await app.services.settings.set('shop', {
      ...shop,
      service_phone: '0571-2233-4455',
      service_email: 'studio@atelier-art.cn',
      business_hours: { 'zh-cn': '每天 9:00–21:00', en: 'Daily, 9:00–21:00' },
    });
    const en = await call(app, 'shopConfig', { lang: 'en' });
    expect(en.body.data).toMatchObject({
      service_phone: '0571-2233-4455',
      service_email: 'studio@atelier-art.cn',
      business_hours: 'Daily, 9:00–21:00',
    });
    await app.services.settings.set('shop', shop);
  });

  it('the agreement and the privacy policy give the same contact details as the settings', async () => {
    const { app } = ctx();
    const shop = await app.services.settings.get('shop');
    for (const key of ['agreement', 'privacy']) {
      const res = await call(app, 'richText', { key, lang: 'en' });
      expect(JSON.stringify(res.body.data)).toContain(shop?.service_email);
      expect(JSON.stringify(res.body.data)).toContain(shop?.service_phone);
    }
  });

  it('company: tells the story in both languages with sanitised HTML', async () => {
    const zh = await call(ctx().app, 'company', { lang: 'zh-cn' });
    expect(zh.body.data).toMatchObject({
      name: '艺术工坊数字艺术工作室',
      founded_year: 2016,
      city: '杭州',
    });
    expect(zh.body.data.intro).toContain('林澈');
    const en = await call(ctx().app, 'company', { lang: 'en' });
    expect(en.body.data.intro).toMatch(/^<p>Atelier was founded in Hangzhou in 2016/);
    expect(en.body.data.stats[0]).toEqual({ label: 'Artists', value: '120+' });
    expect(en.body.data.milestones[0]).toEqual({
      year: 2016,
      text: 'Lin Che founds Atelier on Wensan Road, Hangzhou',
    });
  });

  it('company: an untranslated field falls back to Chinese', async () => {
    const { app } = ctx();
    const company = await app.services.settings.get('company');
    if (!company) throw new Error('seeded company missing');
    await app.services.settings.set('company', { ...company, slogan: { 'zh-cn': '只有中文' } });
    const en = await call(app, 'company', { lang: 'en' });
    expect(en.body.data.slogan).toBe('只有中文');
    await app.services.settings.set('company', company);
  });

  it('getLink: lists the footer links by group in the request language', async () => {
    const res = await call(ctx().app, 'getLink', { lang: 'en' });
    const groups = [...new Set(res.body.data.map((l: { group: string }) => l.group))];
    expect(groups).toEqual(['studio', 'shop', 'help']);
    expect(res.body.data[0]).toMatchObject({ group: 'studio', name: 'About us', url: '/about' });
  });
});
