import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, switchLanguage, test } from './fixtures';

const PASSWORD = 'Sketch2026ok';
const DAY_MS = 24 * 3600_000;
/** antd spaces out a two-character Chinese button label: "登 录". */
const LOG_IN = /^登\s?录$/;

let serial = 0;

/** Digits unique to this run: the e2e database is shared by every spec file. */
function unique(length: number): string {
  serial += 1;
  return `${Date.now()}${String(serial).padStart(2, '0')}`.slice(-length);
}

interface Outbox {
  code: number;
  data: { event: string; code: string; created_at: string } | null;
}

async function latestSms(request: APIRequestContext, mobile: string): Promise<Outbox['data']> {
  const response = await request.get(`/api/dev/sms-outbox?mobile=${mobile}`);
  if (!response.ok()) return null;
  const body = (await response.json()) as Outbox;
  return body.code === 200 ? body.data : null;
}

/** The code the page just had sent, read from the development outbox. */
async function smsCode(request: APIRequestContext, mobile: string, event: string) {
  await expect
    .poll(async () => (await latestSms(request, mobile))?.event, { timeout: 5000 })
    .toBe(event);
  const message = await latestSms(request, mobile);
  if (!message) throw new Error(`no ${event} code for ${mobile}`);
  return message.code;
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'token');
}

/** The error shown under the form field whose input has `id`. */
function messageUnder(page: Page, id: string) {
  return page
    .locator('.ant-form-item')
    .filter({ has: page.locator(`#${id}`) })
    .locator('.ant-form-item-explain-error');
}

async function signIn(page: Page, account: string, password: string): Promise<void> {
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.getByRole('button', { name: LOG_IN }).click();
}

const header = (page: Page) => page.getByRole('banner');

test.describe('signing in and out', () => {
  test('register with an SMS code, log out, log back in with remember-me', async ({
    page,
    context,
  }) => {
    const mobile = `17${unique(9)}`;
    const username = `reg_${unique(10)}`;

    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: '注册' })).toBeVisible();

    // The spec's messages for empty fields, and the format rules.
    await page.getByRole('button', { name: '注册并登录' }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('手机号不能为空', { exact: true })).toBeVisible();
    await expect(page.getByText('验证码不能为空')).toBeVisible();
    await page.locator('#password').fill('short');
    await expect(page.getByText('密码为 8-64 位，且至少包含一个字母和一个数字')).toBeVisible();

    await page.locator('#username').fill(username);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('#confirm').fill(PASSWORD);
    await page.locator('#mobile').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^重新发送\(\d+s\)$/ })).toBeDisabled();
    await page.locator('#captcha').fill(await smsCode(page.request, mobile, 'register'));
    await page.getByRole('button', { name: '注册并登录' }).click();

    await expect(page).toHaveURL(/\/myCenter$/);
    await expect(header(page).getByRole('link', { name: new RegExp(username) })).toBeVisible();
    // Without remember-me the cookie ends with the browser session.
    expect((await tokenCookie(context))?.expires).toBe(-1);

    await header(page).getByRole('button', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await tokenCookie(context)).toBeUndefined();

    await header(page).getByRole('link', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fabout$/);
    await page.getByRole('checkbox', { name: '24 小时内自动登录' }).check();
    await signIn(page, username, PASSWORD);

    await expect(page).toHaveURL(/\/about$/);
    await expect(header(page).getByRole('link', { name: new RegExp(username) })).toBeVisible();
    const cookie = await tokenCookie(context);
    const lifetime = (cookie?.expires ?? 0) * 1000 - Date.now();
    expect(lifetime).toBeGreaterThan(DAY_MS - 10 * 60_000);
    expect(lifetime).toBeLessThan(DAY_MS + 10 * 60_000);

    // Signed in, /login says so instead of showing the form.
    await page.goto('/login');
    await expect(page.getByText(`当前账号：${username}`)).toBeVisible();
    await expect(page.locator('#account')).toHaveCount(0);
  });

  test('the login form asks for what is missing', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: LOG_IN }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();

    await page.getByRole('tab', { name: '手机登录' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button', { name: LOG_IN }).click();
    await expect(page.getByText('请输入手机号')).toBeVisible();
    await expect(page.getByText('请输入短信验证码')).toBeVisible();
  });

  test('a refused sign-in says why under the field it is about, in both languages', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.locator('#account').fill('demo');
    await page.locator('#password').fill('Wrong-guess-1');
    await page.getByRole('button', { name: LOG_IN }).click();
    await expect(messageUnder(page, 'password')).toHaveText('账号或密码错误');
    await expect(messageUnder(page, 'account')).toHaveCount(0);
    // Typing again takes the message away.
    await page.locator('#password').fill('Demo@12345');
    await expect(messageUnder(page, 'password')).toHaveCount(0);

    await switchLanguage(page, 'en');
    await page.getByRole('tab', { name: 'SMS code' }).click();
    await page.locator('#mobile').fill(`19${unique(9)}`);
    await page.locator('#captcha').fill('123456');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
    await expect(messageUnder(page, 'mobile')).toHaveText('This mobile number is not registered');
    await expect(messageUnder(page, 'captcha')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('mobile login with an SMS code', async ({ page, context }) => {
    const mobile = '13800000001';

    await page.goto('/login?redirect=%2FmyOrder');
    await page.getByRole('tab', { name: '手机登录' }).click();
    // The journeys' server keeps codes in its outbox, and the form says so.
    await expect(page.getByRole('tabpanel').getByRole('note')).toHaveText(
      '测试商店：验证码不会发到手机，保存在短信发件箱中',
    );
    await page.locator('#mobile').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /^重新发送\(\d+s\)$/ })).toBeDisabled();
    await page.locator('#captcha').fill(await smsCode(page.request, mobile, 'mobilelogin'));
    await page.getByRole('tabpanel').getByRole('button', { name: LOG_IN }).click();

    await expect(page).toHaveURL(/\/myOrder$/);
    await expect(header(page).getByRole('button', { name: '退出登录' })).toBeVisible();
    expect(await tokenCookie(context)).toBeDefined();
  });

  test('QR-code login: a signed-in phone confirms, the waiting page signs in', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/login');
    const panel = page.getByTestId('qr-login');
    await expect(panel).toHaveAttribute('data-state', 'pending');
    await expect(panel.getByRole('img', { name: '扫码登录二维码' })).toBeVisible();
    const ticket = await panel.getAttribute('data-ticket');
    expect(ticket).toBeTruthy();

    const phone = await browser.newContext({
      baseURL,
      viewport: { width: 375, height: 740 },
      locale: 'zh-CN',
    });
    try {
      const mobile = await phone.newPage();
      await mobile.goto(`/qrLogin?ticket=${encodeURIComponent(ticket ?? '')}`);
      await expect(mobile.getByText('请先在手机上登录')).toBeVisible();
      await mobile.getByRole('link', { name: '登录后确认' }).click();
      await expect(mobile).toHaveURL(/\/login\?redirect=%2FqrLogin%3Fticket%3D/);
      await signIn(mobile, 'demo', 'Demo@12345');

      await expect(mobile).toHaveURL(/\/qrLogin\?ticket=/);
      await expect(mobile.getByText('有一台设备正在请求登录您的账号')).toBeVisible();
      await expect(panel).toHaveAttribute('data-state', 'scanned');
      await expect(page.getByText('请在手机上确认')).toBeVisible();

      await mobile.getByRole('button', { name: '确认登录' }).click();
      await expect(mobile.getByText('已确认登录')).toBeVisible();

      await expect(page).toHaveURL(/\/myCenter$/);
      await expect(header(page).getByRole('button', { name: '退出登录' })).toBeVisible();

      // The ticket is spent: opening it again says so.
      await mobile.reload();
      await expect(mobile.getByText('二维码已失效')).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('the administrator tab admits staff of every role and sends them to the console', async ({
    page,
  }) => {
    for (const [account, password, role] of [
      ['admin', 'Admin@12345', '管理员'],
      ['editor', 'Editor@12345', '编辑'],
    ] as const) {
      await page.goto('/login');
      await page.getByText('管理员', { exact: true }).click();
      await expect(page.getByRole('tab', { name: '手机登录' })).toHaveCount(0);
      await page.locator('#account').fill(account);
      await page.locator('#password').fill(password);
      await page.getByRole('button', { name: '以管理员身份登录' }).click();

      await expect(page).toHaveURL(/\/admin(\/|$)/);
      await expect(page.getByRole('banner').getByText(role, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: '退出登录' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('the administrator tab refuses a customer, who stays on /login', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByText('管理员', { exact: true }).click();
    await page.locator('#account').fill('demo');
    await page.locator('#password').fill('Demo@12345');
    await page.getByRole('button', { name: '以管理员身份登录' }).click();

    await expect(messageUnder(page, 'account')).toHaveText('该账号不是工作室员工，请使用用户登录');
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(context)).toBeUndefined();
    await expect(header(page).getByRole('link', { name: '登录' })).toBeVisible();
  });

  test('a session revoked on the server: one toast and one dialog on the next action', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await switchLanguage(page, 'en');
    await header(page).getByRole('link', { name: 'Log in' }).click();
    await page.locator('#account').fill('demo');
    await page.locator('#password').fill('Demo@12345');
    // The header's cart badge asks for the cart once signed in; revoking before its answer came
    // would make that request, not the next action, meet the revoked session.
    const cartAsked = page.waitForResponse((r) => r.url().includes('/api/index/buyCarList'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await cartAsked;

    const token = (await tokenCookie(context))?.value ?? '';
    expect(token).not.toBe('');
    const revoked = await page.request.post('/api/index/logout', {
      data: { lang: 'en' },
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await revoked.json()) as { code: number }).code).toBe(200);

    // Confirming a QR sign-in needs the session, so the phone page is the next action.
    await page.goto('/qrLogin?ticket=not-a-ticket');
    await expect(
      page.getByText('Invalid session or the session has expired, please log in again.'),
    ).toBeVisible();
    await expect(
      page.locator('.ant-modal-confirm-title', { hasText: 'System notice' }),
    ).toHaveCount(1);
    await expect(page.getByText('Sign in on this phone first')).toBeVisible();
    expect(await tokenCookie(context)).toBeUndefined();
  });
});
