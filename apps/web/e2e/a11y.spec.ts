import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import axe from 'axe-core';
import { paths, type PathName } from '../src/shared/config/paths';
import { a11yPages, findRecords, type Records, type Viewer } from './a11y-pages';
import { consoleSettled, menuPaths, signInStaff, staffRoles } from './console-staff';
import { expect, test, useLanguage } from './fixtures';
import { demoCustomer, signedInState } from './signed-in';

const langs = ['zh-cn', 'en'] as const;
const viewers = ['visitor', 'customer', 'buyer'] as const;

// WCAG 2.2 AA as axe knows it; serious and critical findings fail the run.
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const failing = ['serious', 'critical'];

const notFoundTitle = '这一页不在画廊里';

/**
 * Waits until the page has its heading and no navigation is under way: the progress bar gone or
 * at its end. A finished bar still takes the spec's 1.6 s to slide home and fade, hidden from
 * assistive technology and holding no text, so the scan does not wait that out.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('#nprogress .bar:not([style*="translate3d(0%"])')).toHaveCount(0);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** The serious and critical findings on the page as it is: rule, impact and each node. */
async function scan(page: Page, where: string): Promise<string[]> {
  // axe runs in the page itself, on every result type (its target-size check needs them all to
  // report its violations), and only the failing findings come back: handing the whole result
  // (every rule's passing nodes, with their markup) to the test took more than the scan. One
  // rule stays out (label-content-name-mismatch, experimental: the artist cards and process
  // steps are links named by an aria-label that holds less than all the text they show).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    async ({ tags, failing }) => {
      // The page's own copy: the one imported above is Node's, and only its source crosses.
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const results = await inPage.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: { 'label-content-name-mismatch': { enabled: false } },
      });
      return results.violations
        .filter((violation) => failing.includes(violation.impact ?? ''))
        .map(({ id, impact, nodes }) => ({
          id,
          impact,
          targets: nodes.map((node) => node.target.join(' ')),
        }));
    },
    { tags, failing },
  );
  return violations.map(
    ({ id, impact, targets }) =>
      `${where}: ${id} (${impact}, ${targets.length}) ${targets.join(' | ')}`,
  );
}

/**
 * Opens `url` the way a reader moving through the site does, by the app's own navigation (the
 * router answers the browser's back and forward), not by loading the whole app again: the page
 * is the same, and its scripts, styles and axe stay compiled from one page to the next. The old
 * page's heading is marked first, so the wait is for the heading of the page that replaced it.
 */
async function openInApp(page: Page, url: string): Promise<void> {
  if (page.url() === 'about:blank') {
    await page.goto(url);
  } else {
    await page.evaluate((next) => {
      for (const heading of document.querySelectorAll('h1')) heading.dataset.left = '';
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await expect(page.locator('h1:not([data-left])').first()).toBeVisible();
  }
  await settle(page);
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

// The demo records and the buyer's orders, looked up once per worker.
let records: Promise<Records> | undefined;

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'parallel' });
  // Each test scans every page of a viewer in a language: tens of pages, with axe, on two cores
  // shared with the other worker and both servers.
  test.setTimeout(300_000);

  test('every path of the app is scanned, or excluded with a reason', () => {
    expect(Object.keys(a11yPages).sort()).toEqual(Object.keys(paths).sort());
    for (const entry of Object.values(a11yPages)) {
      if (entry.kind === 'excluded') expect(entry.reason).not.toBe('');
    }
  });

  test('the paths without a page show the 404 page until one is built', async ({ page }) => {
    for (const name of Object.keys(a11yPages) as PathName[]) {
      // Every path may have its page by now; the check stays for the next one the spec names.
      const entry: { kind: string } = a11yPages[name];
      if (entry.kind !== 'unbuilt') continue;
      await page.goto(paths[name].path);
      await expect(
        page.getByRole('heading', { level: 1 }),
        `${paths[name].path} has a page now: scan it in a11y-pages.ts`,
      ).toHaveText(notFoundTitle);
    }
  });

  test('the progress bar of a slow navigation', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/static\/about-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/no-such-page');
    await settle(page);
    await page.getByRole('link', { name: '返回关于我们' }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    const findings = await scan(page, '/no-such-page, on the way to /about');
    release();
    expectNoFindings(findings);
  });

  for (const viewer of viewers) {
    test.describe(viewer, () => {
      test.use({
        storageState: async ({ browser, baseURL, playwright }, use) => {
          if (viewer === 'visitor') return use(undefined);
          const site = baseURL ?? '';
          const { account, password } =
            viewer === 'customer' ? demoCustomer : (await lookUp(playwright, site)).buyer;
          await use(await signedInState(browser, site, account, password));
        },
      });

      for (const lang of langs) {
        test(`pages at 1200px in ${lang}`, async ({
          page,
          context,
          request,
          playwright,
          baseURL,
        }) => {
          const found = await lookUp(playwright, baseURL ?? '');
          const names = pagesFor(viewer);
          // Two tabs take turns: one is scanned while the other waits for its page to settle.
          const tabs = [page, await context.newPage()];
          const findings = await Promise.all(
            tabs.map(async (tab, index) => {
              await useLanguage(tab, lang);
              await tab.setViewportSize({ width: 1200, height: 900 });
              const lines: string[] = [];
              for (const name of names.filter((_, i) => i % tabs.length === index)) {
                const entry = a11yPages[name];
                if (entry.kind !== 'scanned') continue;
                const url = await entry.url(found, request);
                await openInApp(tab, url);
                lines.push(...(await scan(tab, `${url} [${viewer}, ${lang}, 1200px]`)));
              }
              return lines;
            }),
          );
          expectNoFindings(findings.flat());
        });
      }

      if (viewer === 'buyer') return;
      test('the mobile header, its open menu and the rearranged pages at 375px', async ({
        page,
        request,
        playwright,
        baseURL,
      }) => {
        const found = await lookUp(playwright, baseURL ?? '');
        await page.setViewportSize({ width: 375, height: 812 });
        const findings: string[] = [];
        for (const lang of langs) {
          await useLanguage(page, lang);
          await page.goto('/about');
          await settle(page);
          findings.push(...(await scan(page, `/about [${viewer}, ${lang}, 375px]`)));
          const opener = lang === 'en' ? 'Open menu' : '打开菜单';
          await page.getByRole('button', { name: opener }).click();
          const menu = page.getByRole('dialog');
          // Once it has slid in, so colours and sizes are the resting ones.
          await expect.poll(async () => (await menu.boundingBox())?.x).toBeCloseTo(375 * 0.4, 0);
          findings.push(...(await scan(page, `/about, menu open [${viewer}, ${lang}, 375px]`)));
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();

          for (const name of pagesFor(viewer)) {
            const entry = a11yPages[name];
            if (entry.kind !== 'scanned' || !entry.narrow) continue;
            const url = await entry.url(found, request);
            await openInApp(page, url);
            findings.push(...(await scan(page, `${url} [${viewer}, ${lang}, 375px]`)));
          }
        }
        expectNoFindings(findings);
      });
    });
  }
});

test.describe('the console (axe, WCAG 2.2 AA)', () => {
  test.describe.configure({ mode: 'parallel' });
  // Every screen of a role's menu and the first record each list links to, with axe.
  test.setTimeout(600_000);

  /** Scans every screen of the signed-in role's menu, and the first record each list opens. */
  async function scanConsole(page: Page, where: string): Promise<string[]> {
    await page.goto('/admin');
    await consoleSettled(page);
    const lists = await menuPaths(page);
    const seen = new Set<string>();
    const findings: string[] = [];
    for (const list of lists) {
      // The console opens at the first entry of its menu: that one is on screen already.
      if (new URL(page.url()).pathname !== list) await openInApp(page, list);
      await consoleSettled(page);
      findings.push(...(await scan(page, `${list} [${where}]`)));
      const record = await page
        .getByRole('main')
        .locator('a[href^="/admin/"][href*="?id="]')
        .first()
        .getAttribute('href', { timeout: 1000 })
        .catch(() => null);
      const screen = record?.split('?')[0];
      if (!record || !screen || seen.has(screen)) continue;
      seen.add(screen);
      await openInApp(page, record);
      await consoleSettled(page);
      findings.push(...(await scan(page, `${record} [${where}]`)));
    }
    return findings;
  }

  for (const role of staffRoles) {
    for (const lang of langs) {
      test(`${role}'s screens at 1200px in ${lang}`, async ({
        page,
        context,
        request,
        baseURL,
      }) => {
        await signInStaff(context, request, baseURL ?? '', role);
        await useLanguage(page, lang);
        await page.setViewportSize({ width: 1200, height: 900 });
        expectNoFindings(await scanConsole(page, `${role}, ${lang}, 1200px`));
      });
    }

    test(`${role}'s navigation drawer and lists as cards at 375px`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await signInStaff(context, request, baseURL ?? '', role);
      await page.setViewportSize({ width: 375, height: 812 });
      const findings: string[] = [];
      for (const lang of langs) {
        await useLanguage(page, lang);
        await page.goto('/admin');
        await consoleSettled(page);
        const where = `${role}, ${lang}, 375px`;
        findings.push(...(await scan(page, `${page.url()} [${where}]`)));
        const opener = lang === 'en' ? 'Open the menu' : '打开菜单';
        await page.getByRole('button', { name: opener }).click();
        const drawer = page.getByRole('dialog');
        await expect(drawer.getByRole('navigation')).toBeVisible();
        // Once it has slid in, so colours and sizes are the resting ones.
        await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
        findings.push(...(await scan(page, `the menu drawer [${where}]`)));
        const lists = await menuPaths(page);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        // The lists read as cards here: the two busiest of them, where the role has them.
        for (const list of lists.filter((path) => /^\/admin\/(products|orders)$/.test(path))) {
          if (new URL(page.url()).pathname !== list) await openInApp(page, list);
          await consoleSettled(page);
          findings.push(...(await scan(page, `${list} [${where}]`)));
        }
      }
      expectNoFindings(findings);
    });
  }
});

/** The records, through a request context of the worker's own (a test's ends with the test). */
function lookUp(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<Records> {
  records ??= playwright.request
    .newContext({ baseURL })
    .then(async (request) => findRecords(request));
  return records;
}
