import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoCustomer, signedInState } from './signed-in';

interface Focused {
  /** The control's number among those `markControls` found, or -1 for anything else. */
  index: number;
  label: string;
  /** Whether the control, or the box antd draws around it, shows an outline or a shadow. */
  indicated: boolean;
}

/** Numbers every visible link, button and form control in `region`, in document order. */
async function markControls(region: Locator): Promise<string[]> {
  return region.evaluate((root) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), textarea, select, [tabindex="0"]';
    const visible = [...root.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        !element.closest('[inert], [hidden], [aria-hidden="true"]') &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility === 'visible',
    );
    visible.forEach((element, index) => element.setAttribute('data-control', String(index)));
    return visible.map(
      (element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
    );
  });
}

/** The focused element, and whether its focus can be seen. */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element) return { index: -1, label: '(nothing)', indicated: false };
    // antd draws an input's focus on its frame, a checkbox's on the box beside it.
    const frame =
      element.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-select') ??
      (element.matches('.ant-checkbox-input, .ant-radio-input')
        ? element.nextElementSibling
        : element);
    const style = getComputedStyle(frame ?? element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return {
      index: Number(element.getAttribute('data-control') ?? -1),
      label:
        element.getAttribute('aria-label') ??
        (element.textContent?.trim() || element.getAttribute('id') || element.tagName),
      indicated: outline || style.boxShadow !== 'none',
    };
  });
}

/**
 * Tabs from the current focus until `region` has been entered and left again (or focus comes
 * back round to where it began), and returns each control it stopped at.
 */
async function tabThrough(page: Page, region: Locator): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await region.evaluate((root) => root.contains(document.activeElement));
    const stop = await focused(page);
    if (inside) {
      if (stops.some((seen) => seen.index === stop.index && stop.index >= 0)) break;
      stops.push(stop);
    } else if (stops.length > 0) {
      break;
    }
  }
  return stops;
}

/** Every control was reached, and each showed that it had the focus. */
function expectReachedAndShown(stops: Focused[], controls: string[]): void {
  expect(stops.filter((stop) => !stop.indicated).map((stop) => stop.label)).toEqual([]);
  const reached = new Set(stops.map((stop) => stop.index));
  expect(controls.filter((_, index) => !reached.has(index))).toEqual([]);
}

test.describe('keyboard', () => {
  test('the skip link appears on the first Tab and takes the reader past the header', async ({
    page,
  }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到正文' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    expect((await focused(page)).indicated).toBe(true);

    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('main').evaluate((main) => main.contains(document.activeElement)),
    ).toBe(true);
  });

  test('every control of the desktop header is reached by Tab and shows its focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    const controls = await markControls(header);
    expect(controls.length).toBeGreaterThan(5);

    expectReachedAndShown(await tabThrough(page, header), controls);
  });

  test('every control of the login form is reached by Tab and shows its focus', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/login');
    const form = page.locator('form').first();
    await expect(form).toBeVisible();
    const controls = await markControls(form);
    expect(controls.length).toBeGreaterThanOrEqual(4);

    await page.locator('#main').focus();
    expectReachedAndShown(await tabThrough(page, form), controls);
  });

  test.describe('at 375px', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    for (const signedIn of [false, true]) {
      test.describe(signedIn ? 'signed in' : 'signed out', () => {
        test.use({
          storageState: async ({ browser, baseURL }, use) =>
            use(
              signedIn
                ? await signedInState(
                    browser,
                    baseURL ?? '',
                    demoCustomer.account,
                    demoCustomer.password,
                  )
                : undefined,
            ),
        });
        test(`the mobile menu: reached by keyboard, focus shown, every control at least 44px tall`, async ({
          page,
        }) => {
          await page.goto('/about');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const header = page.getByRole('banner');
          const headerControls = await markControls(header);
          expectReachedAndShown(await tabThrough(page, header), headerControls);

          await header.getByRole('button', { name: '打开菜单' }).focus();
          await page.keyboard.press('Enter');
          const menu = page.getByRole('dialog', { name: '菜单' });
          await expect(menu).toBeVisible();
          await expect.poll(async () => (await menu.boundingBox())?.x).toBeCloseTo(375 * 0.4, 0);
          await expect(menu.getByRole('button', { name: '关闭菜单' })).toBeFocused();

          const controls = await markControls(menu);
          expect(controls).toContain(signedIn ? '退出登录' : '登录');
          // Focus stays in the open menu: Tab goes round its controls and back to the start.
          const stops = [await focused(page), ...(await tabThrough(page, menu))];
          expectReachedAndShown(stops, controls);

          const short: string[] = [];
          for (const [index, label] of controls.entries()) {
            const box = await menu.locator(`[data-control="${index}"]`).boundingBox();
            if (!box || box.height < 44) short.push(`${label}: ${box?.height ?? 0}px`);
          }
          expect(short, 'controls of the mobile menu shorter than 44px').toEqual([]);
        });
      });
    }
  });
});
