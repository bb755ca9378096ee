import { expect, test } from './fixtures';
import { langs, openReviewPage, reviewPages, widths } from './review-pages';

// A reader per language opens each page at each width in one tab; each failure names its page.
for (const lang of langs) {
  test(`the reviewed pages fit the screen at ${widths.join(' and ')}px in ${lang}`, async ({
    page,
    request,
  }) => {
    for (const width of widths) {
      for (const entry of reviewPages) {
        await openReviewPage(page, request, entry, lang, width);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `/${entry.name} at ${width}px: no horizontal scrolling`).toBe(0);
      }
    }
  });
}
