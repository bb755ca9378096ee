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

      const path = testInfo.outputPath(`about-${lang}-${width}.png`);
      await page.screenshot({ path, fullPage: true, animations: 'disabled' });
      await testInfo.attach(`about-${lang}-${width}`, { path, contentType: 'image/png' });

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'no horizontal scrolling').toBe(0);
    });
  }
}
