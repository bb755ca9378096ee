import type { APIRequestContext, Page } from '@playwright/test';
import { api } from './accounts';
import { companyName, expect, switchLanguage } from './fixtures';

export const widths = [375, 1200] as const;
export const langs = ['zh-cn', 'en'] as const;
type Lang = (typeof langs)[number];

/** The pages checked at both widths in both languages, each with the heading it must show. */
export const reviewPages = [
  {
    name: 'about',
    path: () => Promise.resolve('/about'),
    heading: companyName,
  },
  {
    name: 'GALLERY',
    path: () => Promise.resolve('/GALLERY'),
    heading: { 'zh-cn': '工坊画廊', en: 'The studio gallery' },
  },
  {
    name: 'joinUsDetails',
    path: async (request: APIRequestContext) => {
      const open = await api<{ list: Array<{ id: number }> }>(request, 'GET', 'joinUs', {});
      const first = open.list[0];
      if (!first) throw new Error('the demo studio has no open position');
      return `/joinUsDetails?id=${first.id}`;
    },
    heading: null,
  },
] as const;

export type ReviewPage = (typeof reviewPages)[number];

/** Opens `entry` at `width` in `lang` and waits for its heading. */
export async function openReviewPage(
  page: Page,
  request: APIRequestContext,
  entry: ReviewPage,
  lang: Lang,
  width: number,
): Promise<void> {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await page.goto(await entry.path(request));
  if (lang === 'en') await switchLanguage(page, 'en');
  const title = page.getByRole('heading', { level: 1 });
  if (entry.heading) await expect(title).toHaveText(entry.heading[lang]);
  else await expect(title).not.toBeEmpty();
}
