import { expect, test } from './fixtures';
import { langs, openReviewPage, reviewPages, widths } from './review-pages';

for (const entry of reviewPages) {
  for (const lang of langs) {
    for (const width of widths) {
      test(`/${entry.name} at ${width}px in ${lang} fits the screen`, async ({ page, request }) => {
        await openReviewPage(page, request, entry, lang, width);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'no horizontal scrolling').toBe(0);
      });
    }
  }
}
