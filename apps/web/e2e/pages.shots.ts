import { expect, test } from './fixtures';
import { langs, openReviewPage, reviewPages, widths } from './review-pages';

// Not a test: `npm run screenshots` writes these pictures to test-results/ for a person to look
// at, whole pages at both widths in both languages.
for (const entry of reviewPages) {
  for (const lang of langs) {
    for (const width of widths) {
      test(`${entry.name}-${lang}-${width}`, async ({ page, request }, testInfo) => {
        await openReviewPage(page, request, entry, lang, width);
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
        await page.screenshot({
          path: testInfo.outputPath(`${testInfo.title}.png`),
          fullPage: true,
          animations: 'disabled',
        });
      });
    }
  }
}
