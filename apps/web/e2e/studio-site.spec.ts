import type { ActionName } from '@atelier/contract/routes';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, signInThroughApi, useToken } from './accounts';
import { companyName, expect, test, useLanguage } from './fixtures';

type Lang = 'zh-cn' | 'en';

interface Titled {
  id: number;
  title: string;
}

interface Paged<T> {
  list: T[];
  total: number;
}

interface Article extends Titled {
  content: string;
  previous: Titled | null;
  next: Titled | null;
}

interface Work extends Titled {
  artist: string;
}

const langs: Lang[] = ['zh-cn', 'en'];

function get<T>(
  request: APIRequestContext,
  action: ActionName,
  query: Record<string, unknown> = {},
) {
  return api<T>(request, 'GET', action, query);
}

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the demo studio has no ${what}`);
  return item;
}

const firstProcess = async (request: APIRequestContext, lang: Lang) =>
  first(await get<Titled[]>(request, 'process', { lang }), 'process');
const firstTechnology = async (request: APIRequestContext, lang: Lang) =>
  first(await get<Titled[]>(request, 'technology', { lang }), 'technology');
const firstNews = async (request: APIRequestContext, lang: Lang) =>
  first((await get<Paged<Titled>>(request, 'newsList', { lang })).list, 'news');
const firstPosition = async (request: APIRequestContext, lang: Lang) =>
  first((await get<Paged<Titled>>(request, 'joinUs', { lang })).list, 'open position');

interface SitePage {
  /** How the test names the page, when its address needs an id. */
  name?: string;
  /** The address, with the id of the first item where the page shows one. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  /** The page's one `h1`, as a reader of `lang` sees it. */
  heading: (request: APIRequestContext, lang: Lang) => Promise<string | RegExp>;
  signedIn?: boolean;
}

const words =
  (zh: string | RegExp, en: string | RegExp) =>
  (_request: APIRequestContext, lang: Lang): Promise<string | RegExp> =>
    Promise.resolve(lang === 'en' ? en : zh);

const storyTitle = (action: ActionName) => async (request: APIRequestContext, lang: Lang) =>
  (await get<{ title: string }>(request, action, { lang })).title;

const richTextTitle = (key: string) => async (request: APIRequestContext, lang: Lang) =>
  (await get<{ title: string }>(request, 'richText', { key, lang })).title;

/** Every page of the studio's public site, with what its heading says. */
const sitePages: SitePage[] = [
  { path: '/about', heading: (_request, lang) => Promise.resolve(companyName[lang]) },
  { path: '/BUSINESS', heading: storyTitle('business') },
  { path: '/Idea', heading: storyTitle('idea') },
  { path: '/city', heading: storyTitle('city') },
  {
    path: '/FOUNDER',
    heading: async (request, lang) =>
      (await get<{ name: string }>(request, 'founder', { lang })).name,
  },
  { path: '/GALLERY', heading: words('工坊画廊', 'The studio gallery') },
  {
    path: '/CORETEAM',
    heading: words('让艺术与技术并肩的人', 'The people who keep art and code side by side'),
  },
  { path: '/CONNECTION', heading: words('来工坊坐坐', 'Come and see us') },
  { path: '/PROCESS', heading: words('一件作品的诞生', 'How a work comes to be') },
  {
    name: '/PROCESSDETAIL?id=<first>',
    path: async (request) => `/PROCESSDETAIL?id=${(await firstProcess(request, 'zh-cn')).id}`,
    heading: async (request, lang) => (await firstProcess(request, lang)).title,
  },
  { path: '/Technology', heading: words('我们用来创作的技术', 'What we make our work with') },
  {
    name: '/technologyDetail?id=<first>',
    path: async (request) => `/technologyDetail?id=${(await firstTechnology(request, 'zh-cn')).id}`,
    heading: async (request, lang) => (await firstTechnology(request, lang)).title,
  },
  { path: '/news', heading: words('工坊近况', 'From the studio') },
  {
    name: '/newsDetail?id=<first>',
    path: async (request) => `/newsDetail?id=${(await firstNews(request, 'zh-cn')).id}`,
    heading: async (request, lang) => (await firstNews(request, lang)).title,
  },
  {
    path: '/joinUs',
    heading: words(
      '在西湖边，和艺术家一起做作品',
      'Make art with artists, a short walk from the West Lake',
    ),
  },
  {
    name: '/joinUsDetails?id=<first>',
    path: async (request) => `/joinUsDetails?id=${(await firstPosition(request, 'zh-cn')).id}`,
    heading: async (request, lang) => (await firstPosition(request, lang)).title,
  },
  { path: '/SUPERINDIVIDUAL', heading: richTextTitle('super_individual') },
  {
    path: '/mrExperience',
    heading: words('混合现实体验', 'Mixed-reality experiences'),
    signedIn: true,
  },
  { path: '/richText?key=agreement', heading: richTextTitle('agreement') },
  { path: '/richText?key=privacy', heading: richTextTitle('privacy') },
];

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

// One reader per language opens every page in turn, each straight from its address as a link
// from outside would: a check per page, each failure named with its page, all in one browser
// tab (a tab per page would load the whole app afresh forty times).
for (const lang of langs) {
  test(`every page of the studio's site in ${lang} shows its heading, fits the screen, and logs no error`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await useLanguage(page, lang);
    // The pages for members come last: the reader signs in when they reach the first.
    const member = await signInThroughApi(request, 'demo', 'Demo@12345');
    const inOrder = [
      ...sitePages.filter((p) => !p.signedIn),
      ...sitePages.filter((p) => p.signedIn),
    ];
    for (const sitePage of inOrder) {
      if (sitePage.signedIn) await useToken(context, member, baseURL ?? '');
      const path = typeof sitePage.path === 'string' ? sitePage.path : await sitePage.path(request);
      await page.goto(path);

      const where = `${path} (${lang})`;
      await expect.soft(heading(page), where).toHaveText(await sitePage.heading(request, lang));
      await expect.soft(heading(page), where).toHaveCount(1);
      await expect.soft(page.locator('html'), where).toHaveAttribute('lang', lang);
      // Images and late requests settle before the console is judged.
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${where}: no horizontal scrolling`).toBe(0);
    }
  });
}

/** The first paragraph of stored HTML as the page shows it, cut to a phrase to look for. */
function openingWords(html: string): string {
  const paragraph = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? html;
  const text = paragraph
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.slice(0, 18);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a reader opens the newest article from /news and reads on to the next one', async ({
  page,
  request,
}) => {
  const newest = await firstNews(request, 'zh-cn');
  const article = await get<Article>(request, 'newsInfo', { id: newest.id, lang: 'zh-cn' });
  const neighbour = article.previous ?? article.next;
  if (!neighbour) throw new Error('the newest article has no neighbour');
  const following = await get<Article>(request, 'newsInfo', { id: neighbour.id, lang: 'zh-cn' });

  await page.goto('/news');
  await expect(heading(page)).toHaveText('工坊近况');
  await page
    .getByRole('link', { name: new RegExp(escape(newest.title)) })
    .first()
    .click();

  await expect(page).toHaveURL(new RegExp(`/newsDetail\\?id=${newest.id}$`));
  await expect(heading(page)).toHaveText(newest.title);
  await expect(page.getByText(openingWords(article.content)).first()).toBeVisible();

  await page
    .getByRole('link', { name: new RegExp(escape(neighbour.title)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/newsDetail\\?id=${neighbour.id}$`));
  await expect(heading(page)).toHaveText(neighbour.title);
  await expect(page.getByText(openingWords(following.content)).first()).toBeVisible();
});

test('the gallery opens a work larger, moves with the arrow keys and closes with Esc', async ({
  page,
  request,
}) => {
  const works = (await get<Paged<Work>>(request, 'gallery', { lang: 'zh-cn', limit: 100 })).list;
  const [one, two] = works;
  if (!one || !two) throw new Error('the demo gallery has fewer than two works');

  await page.goto('/GALLERY');
  await expect(heading(page)).toHaveText('工坊画廊');
  await page.getByRole('button', { name: `查看大图：${one.title}` }).click();

  const view = page.getByRole('dialog');
  await expect(view).toBeVisible();
  await expect(view.getByRole('heading', { name: one.title })).toBeVisible();
  await expect(view).toContainText(`第 1 件，共 ${works.length} 件`);

  await page.keyboard.press('ArrowRight');
  await expect(view.getByRole('heading', { name: two.title })).toBeVisible();
  await expect(view).toContainText(`第 2 件，共 ${works.length} 件`);
  await page.keyboard.press('ArrowLeft');
  await expect(view.getByRole('heading', { name: one.title })).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await expect(heading(page)).toHaveText('工坊画廊');
});

test('the desktop header reaches a page of every group', async ({ page }) => {
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto('/about');
  const banner = page.getByRole('banner');

  const throughGroup = async (toggle: string, link: string) => {
    await banner.getByRole('button', { name: toggle }).click();
    await banner.getByRole('link', { name: link, exact: true }).click();
  };

  await throughGroup('关于我们：更多页面', '画廊');
  await expect(page).toHaveURL(/\/GALLERY$/);
  await expect(heading(page)).toHaveText('工坊画廊');

  await throughGroup('创作', '工艺');
  await expect(page).toHaveURL(/\/PROCESS$/);
  await expect(heading(page)).toHaveText('一件作品的诞生');

  await throughGroup('商城', '积分商城');
  await expect(page).toHaveURL(/\/PointsMall$/);
  await expect(heading(page)).toHaveText('积分商城');

  await banner.getByRole('link', { name: '新闻', exact: true }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(heading(page)).toHaveText('工坊近况');

  await banner.getByRole('link', { name: '加入我们', exact: true }).click();
  await expect(page).toHaveURL(/\/joinUs$/);
  await expect(heading(page)).toHaveText('在西湖边，和艺术家一起做作品');
});

test('the mobile menu reaches a page of every group at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/about');

  const visits: Array<[string, RegExp, string]> = [
    ['城市', /\/city$/, ''],
    ['技术', /\/Technology$/, '我们用来创作的技术'],
    ['艺术商城', /\/GLOBALSHOP$/, '艺术商城'],
    ['新闻', /\/news$/, '工坊近况'],
    ['加入我们', /\/joinUs$/, '在西湖边，和艺术家一起做作品'],
  ];
  for (const [link, url, title] of visits) {
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await menu.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(menu).toBeHidden();
    if (title) await expect(heading(page)).toHaveText(title);
    else await expect(heading(page)).not.toBeEmpty();
  }
});

test('/home opens the home group at /about', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
