import type { BrowserContext, Page } from '@playwright/test';
import { registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { confirmInPopup } from './popups';

const words = {
  'zh-cn': {
    // antd spaces out a two-character Chinese button label.
    search: /^搜\s?索$/,
    adjust: '调整积分',
    confirmAdjust: '确认调整',
    change: '调整数量',
    reason: '原因',
    adjusted: '积分已调整，当前余额 120',
    usable: '可用积分',
    disable: '停用账号',
    confirmDisable: /^停\s?用$/,
    disabled: '账号已停用，其登录已全部失效',
    status: '已停用',
    sessionEnded: '无效的会话，或者会话已过期，请重新登录。',
    signIn: /^登\s?录$/,
    refused: '该账号已被停用，如有疑问请联系客服',
  },
  en: {
    search: /^Search$/,
    adjust: 'Adjust points',
    confirmAdjust: 'Adjust',
    change: 'Change',
    reason: 'Reason',
    adjusted: 'Points adjusted: the balance is now 120',
    usable: 'Usable points',
    disable: 'Disable account',
    confirmDisable: /^Disable$/,
    disabled: 'The account is disabled; its sessions have ended',
    status: 'Disabled',
    sessionEnded: 'Invalid session or the session has expired, please log in again.',
    signIn: /^Log in$/,
    refused: 'This account has been disabled; please contact us if you think this is a mistake',
  },
} as const;

async function signedInContext(
  context: BrowserContext,
  token: string,
  baseURL: string,
  lang: 'zh-cn' | 'en',
): Promise<Page> {
  await useToken(context, token, baseURL);
  const page = await context.newPage();
  await useLanguage(page, lang);
  return page;
}

/** The customer's usable points as their personal centre shows them. */
function usablePoints(page: Page, lang: 'zh-cn' | 'en') {
  return page
    .locator('dl div')
    .filter({ has: page.getByText(words[lang].usable, { exact: true }) })
    .locator('dd');
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`an admin finds a new customer by phone, adds points they see, then disables them (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const customer = await registerAccount(request);
    const adminToken = await signInThroughApi(request, 'admin', 'Admin@12345');
    const adminContext = await browser.newContext({ baseURL: base });
    const customerContext = await browser.newContext({ baseURL: base });
    try {
      const shopper = await signedInContext(customerContext, customer.token, base, lang);
      await shopper.goto('/myCenter');
      await expect(usablePoints(shopper, lang)).toHaveText('0');

      const admin = await signedInContext(adminContext, adminToken, base, lang);
      await admin.goto('/admin/customers');
      await admin.locator('#keyword').fill(customer.mobile);
      await admin.getByRole('button', { name: w.search }).click();
      const row = admin.getByRole('row').filter({ hasText: customer.mobile });
      await expect(row).toHaveCount(1);
      await expect(admin).toHaveURL(new RegExp(`\\?keyword=${customer.mobile}$`));
      // The header and the one customer found: the search's answer is on screen, so the filter
      // bar has been drawn again from the address before the next search is typed into it.
      await expect(admin.getByRole('row')).toHaveCount(2);

      // The filter lives in the address: after another search, the browser's back shows the
      // phone's search again, in the list and in its filter bar.
      await admin.locator('#keyword').fill(`none-${customer.mobile}`);
      await admin.getByRole('button', { name: w.search }).click();
      await expect(admin).toHaveURL(new RegExp(`\\?keyword=none-${customer.mobile}$`));
      await expect(row).toHaveCount(0);
      await admin.goBack();
      await expect(admin).toHaveURL(new RegExp(`\\?keyword=${customer.mobile}$`));
      await expect(admin.locator('#keyword')).toHaveValue(customer.mobile);
      await expect(row).toHaveCount(1);
      await row.getByRole('link', { name: new RegExp(customer.username) }).click();
      await expect(admin).toHaveURL(/\/admin\/customer\?id=\d+$/);

      await admin.getByRole('button', { name: w.adjust }).click();
      const dialog = admin.getByRole('dialog');
      await dialog.getByLabel(w.change).fill('120');
      await dialog.getByLabel(w.reason).fill('Workshop prize');
      await dialog.getByRole('button', { name: w.confirmAdjust }).click();
      await expect(admin.getByText(w.adjusted)).toBeVisible();
      await expect(dialog).toBeHidden();

      await shopper.reload();
      await expect(usablePoints(shopper, lang)).toHaveText('120');

      await admin.getByRole('button', { name: w.disable }).click();
      const confirm = admin.getByRole('dialog');
      await confirm.getByLabel(w.reason).fill('Chargeback fraud');
      await confirm.getByRole('button', { name: w.confirmDisable }).click();
      await expect(admin.getByText(w.disabled)).toBeVisible();
      await expect(admin.getByRole('heading', { level: 1 })).toContainText(w.status);

      // The customer's session ended: the next page they open says so and signs them out. (How
      // it then offers to sign in, a panel, a dialog or the login page, which keeps saying why,
      // depends on which request noticed first; the toast may stand beside the login page's note.)
      await shopper.reload();
      await expect(shopper.getByText(w.sessionEnded).first()).toBeVisible();
      await expect
        .poll(async () => (await customerContext.cookies()).some((c) => c.name === 'token'))
        .toBe(false);

      // Signing in again is refused with the reason.
      await shopper.goto('/login');
      await shopper.locator('#account').fill(customer.username);
      await shopper.locator('#password').fill(customer.password);
      await shopper.getByRole('button', { name: w.signIn }).click();
      await expect(shopper.getByText(w.refused)).toBeVisible();
      await expect(shopper).toHaveURL(/\/login/);
    } finally {
      await adminContext.close();
      await customerContext.close();
    }
  });
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`the staff screen refuses to revoke the last administrator, saying why (${lang})`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const token = await signInThroughApi(request, 'admin', 'Admin@12345');
    const context = await browser.newContext({ baseURL: base });
    try {
      const page = await signedInContext(context, token, base, lang);
      await page.goto('/admin/staff');
      const row = page.getByRole('row').filter({ hasText: '@admin' });
      await row.getByRole('button', { name: lang === 'en' ? /^Revoke$/ : /^撤\s?销$/ }).click();
      await confirmInPopup(page, lang === 'en' ? /^Revoke$/ : /^撤\s?销$/);
      await expect(
        page.getByText(
          lang === 'en'
            ? 'The studio must keep at least one active administrator'
            : '至少要保留一位可登录的管理员',
        ),
      ).toBeVisible();
      await expect(
        row.getByText(lang === 'en' ? 'Administrator' : '管理员', { exact: true }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  });
}
