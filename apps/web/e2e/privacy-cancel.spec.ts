import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { actionPath } from '@atelier/contract/all-routes';
import {
  addAddressThroughApi,
  api,
  readSmsCode,
  registerAccount,
  signInThroughApi,
  useToken,
  type TestAccount,
} from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { artInStock } from './orders';
import { advanceClock, timeTravelURL } from './time-travel';

const words = {
  'zh-cn': {
    title: '注销账号',
    lost: '注销后会失去',
    getCode: '获取验证码',
    resend: /^重新发送/,
    tooSoon: /验证码发送过于频繁/,
    code: '短信验证码',
    understand: /我已了解注销后会失去的内容/,
    submit: '注销账号',
    done: '账号已注销',
    signInRestore: '登录并恢复',
    login: /^登\s?录$/,
    erasureTarget: '个人信息删除',
    erased: '删除个人信息',
    systemActor: '定时任务',
    pending: /该账号已申请注销，将于 .+ 删除全部个人信息/,
    restore: /恢复账号/,
    restored: '账号已恢复，注销申请已撤销',
    badCredentials: /账号或密码错误|该账号已注销/,
  },
  en: {
    title: 'Cancel my account',
    lost: 'What you lose',
    getCode: 'Get code',
    resend: /^Resend in/,
    tooSoon: /A code was just sent/,
    code: 'SMS code',
    understand: /I understand what I lose/,
    submit: 'Cancel my account',
    done: 'Your account is cancelled',
    signInRestore: 'Sign in and restore',
    login: /^Log in$/,
    erasureTarget: 'Personal data erasure',
    erased: 'Erased personal data',
    systemActor: 'Scheduled job',
    pending: /This account was cancelled: its personal data will be erased on .+/,
    restore: /Restore my account/,
    restored: 'Your account is restored and the cancellation withdrawn',
    badCredentials: /password|cancelled/i,
  },
} as const;

type Lang = keyof typeof words;

/** Cancels the signed-in customer's account on /accountCancel, with a code read from the outbox. */
async function cancelThroughPage(
  page: Page,
  request: APIRequestContext,
  customer: TestAccount,
  lang: Lang,
): Promise<void> {
  const w = words[lang];
  await page.goto('/accountCancel');
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: w.lost })).toBeVisible();
  // The customer registered through the API a moment ago, and the journeys' server gives a
  // number one code a second: a click within that second is refused, and the customer, seeing
  // why, clicks again (once the button's two-second guard lets go).
  const getCode = page.getByRole('button', { name: w.getCode });
  const countdown = page.getByRole('button', { name: w.resend });
  await getCode.click();
  await expect(countdown.or(page.getByText(w.tooSoon))).toBeVisible();
  if (!(await countdown.isVisible())) await getCode.click();
  await expect(countdown).toBeDisabled();
  const code = await readSmsCode(request, customer.mobile, 'cancelaccount');
  await page.getByLabel(w.code, { exact: true }).fill(code);
  await page.getByRole('checkbox', { name: w.understand }).check();
  await page.getByRole('button', { name: w.submit, exact: true }).click();
  await expect(page.getByRole('heading', { name: w.done })).toBeVisible();
}

/** Fills the password form of the login page and submits it. */
async function signInOnPage(page: Page, customer: TestAccount, lang: Lang): Promise<void> {
  await page.locator('#account').fill(customer.username);
  await page.locator('#password').fill(customer.password);
  await page.getByRole('button', { name: words[lang].login }).click();
}

/** An order of the customer's, to a new address, cancelled before payment: finished, not blocking. */
async function cancelledOrder(
  request: APIRequestContext,
  customer: TestAccount,
): Promise<{ order_id: number; order_no: string }> {
  const product = await artInStock(request);
  const addressId = await addAddressThroughApi(request, customer.token);
  const order = await api<{ order_id: number; order_no: string }>(
    request,
    'POST',
    'orderCreate',
    {
      product_id: product.id,
      quantity: 1,
      address_id: addressId,
      idempotency_key: `privacy-${customer.mobile}-${Date.now()}`,
    },
    customer.token,
  );
  await api(request, 'POST', 'orderCancel', { id: order.order_id }, customer.token);
  return order;
}

/** Whether a new account may be registered with `mobile`: the send of a register code is accepted. */
async function mobileFree(request: APIRequestContext, mobile: string): Promise<boolean> {
  const response = await request.post(actionPath('send'), {
    data: { mobile, event: 'register' },
  });
  const body = (await response.json()) as { code: number };
  return body.code === 200;
}

async function signInBrowser(
  context: BrowserContext,
  page: Page,
  token: string,
  baseURL: string,
  lang: Lang,
): Promise<void> {
  await useToken(context, token, baseURL);
  await useLanguage(page, lang);
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`cancelling my account (${lang})`, () => {
    test('cancel, then sign in during the cooling-off period and restore the account', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await registerAccount(request);
      await signInBrowser(context, page, customer.token, baseURL ?? '', lang);

      await cancelThroughPage(page, request, customer, lang);
      // Every session ended: the old token no longer works.
      const old = await request.get(actionPath('userInfo'), {
        headers: { Authorization: `Bearer ${customer.token}` },
      });
      expect(((await old.json()) as { code: number }).code).toBe(401);

      await page.getByRole('link', { name: w.signInRestore }).click();
      await expect(page).toHaveURL(/\/login/);
      await signInOnPage(page, customer, lang);
      await expect(page.getByText(w.pending)).toBeVisible();
      await expect(page).toHaveURL(/\/login/);

      await page.getByRole('button', { name: w.restore }).click();
      await expect(page.getByText(w.restored)).toBeVisible();
      await expect(page).toHaveURL(/\/myCenter/);

      // Restored: signing in again is plain, and the page of cancelling opens afresh.
      const token = await signInThroughApi(request, customer.username, customer.password);
      const info = await api<{ blocking_orders: unknown[] }>(
        request,
        'GET',
        'accountCancelInfo',
        {},
        token,
      );
      expect(info.blocking_orders).toEqual([]);
    });
  });

  test.describe(`an account erased after its cooling-off period (${lang})`, () => {
    // This server's clock is put forward; the shared server's never is.
    test.use({ baseURL: timeTravelURL });

    test('sign-in is refused, the number registers again, and the console masks the old order', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(120_000);
      const customer = await registerAccount(request);
      const { id } = await api<{ id: number }>(request, 'GET', 'userInfo', {}, customer.token);
      const order = await cancelledOrder(request, customer);
      await signInBrowser(context, page, customer.token, timeTravelURL, lang);
      await cancelThroughPage(page, request, customer, lang);

      await advanceClock(request, 16 * 86_400);
      await page.goto('/login');
      await signInOnPage(page, customer, lang);
      await expect(page.locator('.ant-form-item-explain-error')).toHaveText(w.badCredentials);
      await expect(page.getByRole('button', { name: w.restore })).toHaveCount(0);
      await expect(page).toHaveURL(/\/login/);

      // The erasure job frees the number and the user name.
      await expect.poll(() => mobileFree(request, customer.mobile), { timeout: 60_000 }).toBe(true);
      const captcha = await readSmsCode(request, customer.mobile, 'register');
      const again = await api<{ userinfo: { id: number; username: string } }>(
        request,
        'POST',
        'register',
        {
          username: customer.username,
          password: customer.password,
          mobile: customer.mobile,
          captcha,
        },
      );
      expect(again.userinfo.username).toBe(customer.username);

      const admin = await signInThroughApi(request, 'admin', 'Admin@12345');
      await context.clearCookies();
      await useToken(context, admin, timeTravelURL);
      await page.goto(`/admin/order?id=${order.order_id}`);
      await expect(page.getByText(order.order_no).first()).toBeVisible();
      await expect(page.getByText('顾** · 139****1234')).toBeVisible();
      await expect(page.getByText('浙江省 *** *** *** ***')).toBeVisible();
      await expect(page.getByText('顾清和')).toHaveCount(0);
      await expect(page.getByText(/灵隐路/)).toHaveCount(0);
      await expect(page.getByText('13900001234')).toHaveCount(0);

      // The erasure log: one row by the shop's own job, counting what went, naming no one.
      await page.goto(`/admin/audit?target_type=erasure&target_id=${id}`);
      const row = page.getByRole('row').filter({ hasText: `${w.erasureTarget} #${id}` });
      await expect(row).toHaveCount(1);
      await expect(row.getByText(w.systemActor)).toBeVisible();
      await expect(row.getByText(w.erased, { exact: true })).toBeVisible();
      await expect(row.getByText(customer.mobile)).toHaveCount(0);
    });
  });
}
