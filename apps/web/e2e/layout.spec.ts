import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { langs, openReviewPage, reviewPages, widths } from './review-pages';

/** The headings whose last line holds one character alone, by their text. */
function loneLastCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4')].flatMap((heading) => {
      const range = document.createRange();
      range.selectNodeContents(heading);
      const rects = [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .sort((a, b) => a.top - b.top);
      // A box that starts above the previous line's bottom sits on that line (a smaller count
      // aligned to the baseline, say).
      const lines: Array<{ bottom: number; width: number }> = [];
      for (const rect of rects) {
        const line = lines.at(-1);
        if (line && rect.top < line.bottom - 2) {
          line.width += rect.width;
          line.bottom = Math.max(line.bottom, rect.bottom);
        } else lines.push({ bottom: rect.bottom, width: rect.width });
      }
      const last = lines.at(-1);
      if (lines.length < 2 || !last) return [];
      const fontSize = parseFloat(getComputedStyle(heading).fontSize);
      return last.width < fontSize * 1.5 ? [heading.textContent ?? ''] : [];
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
