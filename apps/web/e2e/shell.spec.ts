import { companyName, expect, switchLanguage, test } from './fixtures';

test.describe('app shell and /about', () => {
  test('/ lands on /about and tells the studio story in Chinese', async ({ page }) => {
    await page.goto('/');

    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName['zh-cn']);
    await expect(page.getByText('艺术工坊于 2016 年由艺术家林澈在杭州创立')).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: '合作艺术家' })).toBeVisible();
    await expect(page.getByText('林澈在杭州文三路创立艺术工坊')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-cn');
    await expect(page).toHaveTitle('关于我们 · 艺术工坊');
    await expect(page.locator('#root')).not.toHaveClass(/font-en/);

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '关于我们' })).toHaveClass(/active/);
    await expect(page.getByRole('contentinfo').getByText('0571-8686-2016')).toBeVisible();
  });

  test('a first load never downloads the base stylesheet its document already carries', async ({
    page,
  }) => {
    const sheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') sheets.push(new URL(r.url()).pathname);
    });
    for (const path of ['/about', '/GLOBALSHOP', '/news']) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo').getByText('0571-8686-2016')).toBeVisible();
    }
    const inlined = await page.locator('link[rel="stylesheet"][disabled]').getAttribute('href');
    // The entry's own modules are in the `entry-shared` file (vite.config.ts), its sheet too.
    expect(inlined).toMatch(/^\/static\/entry-shared-.+\.css$/);
    // The pages' own sheets do load; the inlined one never does.
    expect(sheets.length).toBeGreaterThan(0);
    expect(sheets).not.toContain(inlined);
  });

  test('switching to English re-renders in English and survives a reload', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName['zh-cn']);

    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName.en);
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toBeVisible();
    await expect(page.getByText('Lin Che founds Atelier on Wensan Road')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Art mall' }),
    ).toBeVisible();
    await expect(page.locator('#root')).toHaveClass(/font-en/);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName.en);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#root')).toHaveClass(/font-en/);
    await expect(page).toHaveTitle('About · Atelier');

    await switchLanguage(page, 'zh-cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName['zh-cn']);
    await expect(page.locator('#root')).not.toHaveClass(/font-en/);
  });

  test('an unknown path shows the 404 page with a way back', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('这一页不在画廊里');
    await expect(page.getByText('404')).toBeVisible();
    await page.getByRole('link', { name: '返回关于我们' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName['zh-cn']);
  });

  test('a page chunk that fails to load shows the route error notification', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource/);
    await page.route(/\/static\/about-[\w-]+\.js$/, (route) => route.abort('failed'));

    await page.goto('/about');

    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('路由错误');
    await expect(notice).toContainText(/dynamically imported module/);
    // It opens below the header, leaving the header's controls free.
    const header = await page.getByRole('banner').boundingBox();
    const box = await notice.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('页面暂时无法打开');
    // The layout stays: the reader can still navigate away.
    await expect(page.getByRole('banner').getByRole('link', { name: '关于我们' })).toBeVisible();
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('a client-side navigation to a failing chunk reports it in English too', async ({
    page,
    consoleWatch,
  }) => {
    consoleWatch.allow(/Failed to load resource/);
    // Blocked from the start: index.html already announces the about page's code.
    await page.route(/\/static\/about-[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/missing');
    await switchLanguage(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page is not in the gallery',
    );

    await page.getByRole('link', { name: 'Back to About' }).click();

    const notice = page.locator('.ant-notification-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/route error/i);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'This page could not be opened',
    );
  });
});

test.describe("finding one's way", () => {
  test('the community is linked from the header, the footer and the phone menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: '社区', exact: true }).click();
    await expect(page).toHaveURL(/\/COMMUNITY$/);
    await expect(page.getByRole('banner').getByRole('link', { name: '社区' })).toHaveClass(
      /active/,
    );

    await page.goto('/about');
    await page.getByRole('contentinfo').getByRole('link', { name: '社区', exact: true }).click();
    await expect(page).toHaveURL(/\/COMMUNITY$/);

    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/about');
    await page.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    // The language switch is in the first screen of the menu, without scrolling.
    await expect(menu.getByRole('button', { name: 'English' })).toBeInViewport();
    await menu.getByRole('link', { name: '社区', exact: true }).click();
    await expect(page).toHaveURL(/\/COMMUNITY$/);
    await expect(menu).toBeHidden();
  });

  test('each page has its own title in the current language', async ({ page }) => {
    await page.goto('/news');
    await expect(page).toHaveTitle('新闻 · 艺术工坊');
    await page.getByRole('banner').getByRole('link', { name: '社区', exact: true }).click();
    await expect(page).toHaveTitle('社区 · 艺术工坊');

    await switchLanguage(page, 'en');
    await expect(page).toHaveTitle('Community · Atelier');
    await page.goBack();
    await expect(page).toHaveTitle('News · Atelier');

    await page.goto('/GLOBALSHOP');
    await expect(page).toHaveTitle('Art mall · Atelier');
    await page.goto('/no/such/page');
    await expect(page).toHaveTitle('This page is not in the gallery · Atelier');
  });
});

test.describe('navigation effects', () => {
  test('a slow page runs the progress bar, and it finishes when the page arrives', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/about-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('这一页不在画廊里');

    await page.getByRole('link', { name: '返回关于我们' }).click();

    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page).toHaveURL(/\/missing$/);
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName['zh-cn']);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(page).toHaveTitle('关于我们 · 艺术工坊');
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName['zh-cn']);
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: '关于我们' });
    await footerLink.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await footerLink.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu button opens a 60vw white panel with the navigation', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: '主导航' })).toBeHidden();

    await header.getByRole('button', { name: '打开菜单' }).click();
    const menu = page.getByRole('dialog', { name: '菜单' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: '关于我们' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'English' })).toBeVisible();

    // Once it has slid in: flush with the right edge, 60vw wide.
    await expect.poll(async () => (await menu.boundingBox())?.x).toBeCloseTo(375 * 0.4, 0);
    expect((await menu.boundingBox())?.width).toBeCloseTo(375 * 0.6, 0);
    await expect(menu).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(menu.getByRole('link', { name: '关于我们' })).toHaveCSS('color', 'rgb(0, 0, 0)');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: '打开菜单' })).toBeFocused();

    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBe(375);
  });
});
