import type { Page, TestInfo } from '@playwright/test';
import { api } from './accounts';
import { companyName, expect, switchLanguage, test } from './fixtures';

const widths = [375, 1200] as const;
const langs = ['zh-cn', 'en'] as const;

for (const lang of langs) {
  for (const width of widths) {
    test(`/about at ${width}px in ${lang}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
      await page.goto('/about');
      if (lang === 'en') await switchLanguage(page, 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(companyName[lang]);

      await attachScreenshot(page, testInfo, `about-${lang}-${width}`);
    });
  }
}

/** Attaches the whole page as a reader sees it, and checks nothing runs off its side. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  // Every image decoded and the English font in, so the picture is what a reader sees.
  await page.evaluate(async () => {
    const images = [...document.images].filter((image) => image.getAttribute('src'));
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  await expect(page.locator('#nprogress')).toHaveCount(0);
  // The resting page, without the focus ring the menu leaves on its button.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no horizontal scrolling').toBe(0);
}

const studioPages = [
  {
    name: 'GALLERY',
    path: () => Promise.resolve('/GALLERY'),
    heading: { 'zh-cn': '工坊画廊', en: 'The studio gallery' },
  },
  {
    name: 'joinUsDetails',
    path: async (request: Parameters<typeof api>[0]) => {
      const open = await api<{ list: Array<{ id: number }> }>(request, 'GET', 'joinUs', {});
      const first = open.list[0];
      if (!first) throw new Error('the demo studio has no open position');
      return `/joinUsDetails?id=${first.id}`;
    },
    heading: null,
  },
] as const;

for (const studioPage of studioPages) {
  for (const lang of langs) {
    for (const width of widths) {
      test(`/${studioPage.name} at ${width}px in ${lang}`, async ({ page, request }, testInfo) => {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
        await page.goto(await studioPage.path(request));
        if (lang === 'en') await switchLanguage(page, 'en');
        const title = page.getByRole('heading', { level: 1 });
        if (studioPage.heading) await expect(title).toHaveText(studioPage.heading[lang]);
        else await expect(title).not.toBeEmpty();
        await attachScreenshot(page, testInfo, `${studioPage.name}-${lang}-${width}`);
      });
    }
  }
}
