import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { paths, type PathName } from '../src/shared/config/paths';
import { signInThroughApi, useToken } from './accounts';
import { a11yPages, findRecords, type Records, type Viewer } from './a11y-pages';
import { expect, test, useLanguage } from './fixtures';

const langs = ['zh-cn', 'en'] as const;
type Lang = (typeof langs)[number];

// WCAG 2.2 AA as axe knows it; serious and critical findings fail the run.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failing = new Set(['serious', 'critical']);

const notFoundTitle = { 'zh-cn': '这一页不在画廊里', en: 'This page is not in the gallery' };

/** Waits until the page has its heading and no navigation is under way. */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** The serious and critical findings on the page as it is, one line per rule with its nodes. */
async function scan(page: Page, where: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((violation) => failing.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}, ${violation.nodes.length}) ` +
        violation.nodes.map((node) => node.target.join(' ')).join(' | '),
    );
}

function expectNoFindings(findings: string[]): void {
  expect(findings, 'serious or critical accessibility violations').toEqual([]);
}

/** The pages `viewer` looks at, in table order. */
function pagesFor(viewer: Viewer): PathName[] {
  return (Object.keys(a11yPages) as PathName[]).filter((name) => {
    const entry = a11yPages[name];
    return entry.kind === 'scanned' && entry.viewers.some((v) => v === viewer);
  });
}

async function urlOf(name: PathName, records: Records): Promise<string> {
  const entry = a11yPages[name];
  if (entry.kind !== 'scanned') throw new Error(`${name} is not scanned`);
  return entry.url(records);
}

let records: Promise<Records> | undefined;
let customerToken: Promise<string> | undefined;

/** One lookup and one demo-customer session per worker, shared by its tests. */
async function signIn(
  context: BrowserContext,
  viewer: Viewer,
  found: Records,
  baseURL: string,
): Promise<void> {
  if (viewer === 'visitor') return;
  const token =
    viewer === 'buyer'
      ? found.buyerToken
      : await (customerToken ??= signInThroughApi(context.request, 'demo', 'Demo@12345'));
  await useToken(context, token, baseURL);
}

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'parallel' });
  test.setTimeout(150_000);

  test('every path of the app is scanned, or excluded with a reason', () => {
    for (const name of Object.keys(paths) as PathName[]) {
      const entry = a11yPages[name];
      expect(entry, `${name} in a11y-pages.ts`).toBeDefined();
      if (entry.kind === 'excluded') expect(entry.reason.length).toBeGreaterThan(0);
    }
    expect(Object.keys(a11yPages).sort()).toEqual(Object.keys(paths).sort());
  });

  test('the paths without a page show the 404 page until one is built', async ({ page }) => {
    for (const name of Object.keys(a11yPages) as PathName[]) {
      if (a11yPages[name].kind !== 'unbuilt') continue;
      await page.goto(paths[name].path);
      await expect(
        page.getByRole('heading', { level: 1 }),
        `${paths[name].path} has a page now: scan it in a11y-pages.ts`,
      ).toHaveText(notFoundTitle['zh-cn']);
    }
  });

  for (const viewer of ['visitor', 'customer', 'buyer'] as const) {
    for (const lang of langs) {
      test(`pages at 1200px: ${viewer}, ${lang}`, async ({ page, context, request, baseURL }) => {
        const found = await (records ??= findRecords(request));
        await signIn(context, viewer, found, baseURL ?? '');
        await useLanguage(page, lang);
        await page.setViewportSize({ width: 1200, height: 900 });
        const findings: string[] = [];
        for (const name of pagesFor(viewer)) {
          const url = await urlOf(name, found);
          await page.goto(url);
          await settle(page);
          findings.push(...(await scan(page, `${url} [${viewer}, ${lang}, 1200px]`)));
        }
        expectNoFindings(findings);
      });
    }
  }

  for (const lang of langs) {
    test(`the mobile header and its open menu at 375px: ${lang}`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const found = await (records ??= findRecords(request));
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 375, height: 812 });
      const findings: string[] = [];
      for (const viewer of ['visitor', 'customer'] as const) {
        await signIn(context, viewer, found, baseURL ?? '');
        await page.goto('/about');
        await settle(page);
        findings.push(...(await scan(page, `/about [${viewer}, ${lang}, 375px]`)));
        await page.getByRole('button', { name: lang === 'en' ? 'Open menu' : '打开菜单' }).click();
        const menu = page.getByRole('dialog');
        // Once it has slid in, so colours and sizes are the resting ones.
        await expect.poll(async () => (await menu.boundingBox())?.x).toBeCloseTo(375 * 0.4, 0);
        findings.push(...(await scan(page, `/about menu open [${viewer}, ${lang}, 375px]`)));
      }
      expectNoFindings(findings);
    });
  }
});
