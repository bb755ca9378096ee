import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { registerAccount, useToken, type TestAccount } from './accounts';
import { startJourneyServer } from './journey-server';

export interface ConsoleWatch {
  /** Messages the test expects, e.g. the failed request of a chunk it blocks on purpose. */
  allow: (pattern: RegExp) => void;
}

/**
 * Each worker has a server and database of its own (`site`), which every test's pages and
 * requests go to unless the test names another (`test.use({ baseURL })`). Every test fails on a
 * console error or an uncaught page error, unless it allowed that message beforehand. A test
 * that asks for `newCustomer` gets an account registered for it alone, signed in in its browser.
 */
export const test = base.extend<
  { consoleWatch: ConsoleWatch; newCustomer: TestAccount },
  { site: string }
>({
  site: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that needs no other
    async ({}, use) => {
      const server = await startJourneyServer();
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ site }, use) => use(site),
  newCustomer: async ({ request, context, baseURL }, use) => {
    const customer = await registerAccount(request);
    await useToken(context, customer.token, baseURL ?? '');
    await use(customer);
  },
  consoleWatch: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const problems: string[] = [];
      const record = (text: string) => {
        if (!allowed.some((pattern) => pattern.test(text))) problems.push(text);
      };
      // With the page it happened on: a journey may pass through many.
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console.error: ${message.text()} (${page.url()})`);
      });
      page.on('pageerror', (error) => record(`page error: ${error.message} (${page.url()})`));

      await use({ allow: (pattern) => allowed.push(pattern) });

      expect(problems, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Switches the interface language with the header's switcher (or the mobile menu's). */
export async function switchLanguage(page: Page, lang: 'en' | 'zh-cn'): Promise<void> {
  const narrow = (page.viewportSize()?.width ?? 1280) < 768;
  if (narrow) {
    await page.getByRole('button', { name: /^(打开菜单|Open menu)$/ }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: lang === 'en' ? 'English' : '简体中文' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: lang === 'en' ? 'EN' : '中文', exact: true })
      .click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/**
 * Opens every page of this test in `lang`, as if the reader had chosen it before: the app reads
 * its language from local storage when it starts.
 */
export async function useLanguage(page: Page, lang: 'en' | 'zh-cn'): Promise<void> {
  await page.addInitScript((chosen) => {
    window.localStorage.setItem('lang', JSON.stringify({ content: chosen, expire: 0 }));
  }, lang);
}

export const companyName = { 'zh-cn': '艺术工坊数字艺术工作室', en: 'Atelier Digital Art Studio' };

/**
 * Picks province, city and district in the open region cascader. A click that lands while
 * the popup is still opening does not expand the column, so each step is retried until the
 * next column shows.
 */
export async function pickRegion(page: Page, names: [string, string, string]): Promise<void> {
  const item = (name: string) => page.getByRole('menuitemcheckbox', { name });
  const [province, city, district] = names;
  await expect(async () => {
    await item(province).click();
    await expect(item(city)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(async () => {
    await item(city).click();
    await expect(item(district)).toBeVisible({ timeout: 1000 });
  }).toPass();
  await item(district).click();
}

export interface AddressEntry {
  recipient: string;
  mobile: string;
  region: [string, string, string];
  detail: string;
  postcode: string;
}

/** Fills the open address form (in Chinese): recipient, mobile, region, street and postcode. */
export async function fillAddressForm(
  page: Page,
  form: Locator,
  entry: AddressEntry,
): Promise<void> {
  await form.getByLabel('收货人').fill(entry.recipient);
  await form.getByLabel('手机号码').fill(entry.mobile);
  await form.getByLabel('所在地区').click();
  await pickRegion(page, entry.region);
  await form.getByLabel('详细地址').fill(entry.detail);
  await form.getByLabel('邮政编码').fill(entry.postcode);
}
