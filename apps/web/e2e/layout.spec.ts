import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { langs, openReviewPage, reviewPages, widths } from './review-pages';

/** The headings whose last line holds one character alone, by their text. */
function loneLastCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4')].flatMap((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const lines = new Map<number, number>();
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        const top = Math.round(rect.top);
        lines.set(top, (lines.get(top) ?? 0) + rect.width);
      }
      if (lines.size < 2) return [];
      const last = lines.get(Math.max(...lines.keys())) ?? 0;
      const fontSize = parseFloat(getComputedStyle(heading).fontSize);
      return last < fontSize * 1.5 ? [heading.textContent ?? ''] : [];
    }),
  );
}

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
        expect
          .soft(await loneLastCharacters(page), `/${entry.name} at ${width}px: headings`)
          .toEqual([]);
      }
    }
  });
}
