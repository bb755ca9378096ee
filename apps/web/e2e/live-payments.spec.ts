import type { APIRequestContext, Page } from '@playwright/test';
import { addAddressThroughApi, api, registerAccount, useToken } from './accounts';
import { expect, useLanguage } from './fixtures';
import { test } from './live-shop';
import { artInStock } from './orders';

/**
 * WeChat Pay and Alipay as a customer meets them: the shop's own server in this worker offers
 * both (PAYMENT_GATEWAYS=wechat,alipay), against fakes of the two providers that speak their
 * real protocols, with keys made fresh for the run. The fakes pay when the journey says so and
 * send their signed notifications to the shop, as the providers do.
 */
const words = {
  'zh-cn': {
    buyNow: '立即购买',
    placeOrder: '提交订单',
    payNow: '立即支付',
    wechat: /^微信支付/,
    alipay: /^支付宝/,
    qr: '收银台二维码',
    scanWechat: '请用微信扫码',
    phoneHint: '将前往支付宝页面付款，完成后自动回到本店。',
    confirming: '正在确认付款…',
    paid: '感谢购买，订单已支付',
    paidWith: '支付方式',
    wechatName: '微信支付',
    alipayName: '支付宝',
    open: '有效期至',
  },
  en: {
    buyNow: 'Buy now',
    placeOrder: 'Place order',
    payNow: 'Pay now',
    wechat: /^WeChat Pay/,
    alipay: /^Alipay/,
    qr: 'QR code of the cashier',
    scanWechat: 'Scan with WeChat',
    phoneHint: 'You pay on the Alipay page, then come back here.',
    confirming: 'Confirming your payment…',
    paid: 'Thank you, your order is paid',
    paidWith: 'Paid with',
    wechatName: 'WeChat Pay',
    alipayName: 'Alipay',
    open: 'Open until',
  },
} as const;

const yuan = (amount: string) => `¥${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The id in the address of /pay?id= or /paySuccess?id=. */
function idIn(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('id'));
}

/**
 * A new customer, signed in on this page, with an address, who buys an art product from its
 * page and places the order: the page is then on /pay. Answers the order as the server has it.
 */
async function placeOrder(
  page: Page,
  request: APIRequestContext,
  site: string,
  lang: 'zh-cn' | 'en',
) {
  const w = words[lang];
  const customer = await registerAccount(request);
  await useToken(page.context(), customer.token, site);
  await addAddressThroughApi(request, customer.token);
  const product = await artInStock(request, lang);

  await page.goto(`/productDetail?id=${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await page.getByRole('button', { name: w.buyNow }).click();
  await expect(page).toHaveURL(new RegExp(`/confirmOrder\\?product_id=${product.id}&quantity=1$`));
  await page.getByRole('button', { name: w.placeOrder }).click();
  await expect(page).toHaveURL(/\/pay\?id=\d+$/);
  return api<{ id: number; order_no: string; total_amount: string }>(
    request,
    'GET',
    'orderInfo',
    { id: idIn(page) },
    customer.token,
  );
}

/** The "paid with" line of the success page. */
const paidWith = (page: Page, lang: 'zh-cn' | 'en') =>
  page.locator('dt', { hasText: words[lang].paidWith }).locator('xpath=following-sibling::dd[1]');

/** A phone's browser: Safari on an iPhone, 375 px wide. */
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`live payments (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1200, height: 900 } });

      test('pays by WeChat Pay: the QR code with the amount and time left, and the page moves on by itself once WeChat Pay says it is paid', async ({
        page,
        request,
        baseURL,
        live,
      }) => {
        const order = await placeOrder(page, request, baseURL ?? '', lang);
        await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);

        // WeChat Pay is the shop's first gateway, chosen already.
        await expect(page.getByRole('radio', { name: w.wechat })).toBeChecked();
        await page.getByRole('button', { name: w.payNow }).click();
        const panel = page.getByRole('group', { name: w.wechatName });
        await expect(panel.getByRole('img', { name: w.qr })).toBeVisible();
        await expect(panel.getByText(w.scanWechat)).toBeVisible();
        await expect(panel.getByText(yuan(order.total_amount), { exact: true })).toBeVisible();
        await expect(panel.getByText(w.open)).toBeVisible();
        await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);

        // The customer scans and pays: WeChat Pay sends the shop its signed notification.
        const opened = [...live.wechat.orders.values()].find((placed) =>
          String(placed.body.description).endsWith(` ${order.order_no}`),
        );
        expect(opened?.kind).toBe('native');
        const answer = await live.wechat.payAndNotify(opened?.outTradeNo ?? '');
        expect(answer.status).toBe(204);

        await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${order.id}$`));
        await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
        await expect(page.getByText(yuan(order.total_amount), { exact: true })).toBeVisible();
        await expect(paidWith(page, lang)).toHaveText(w.wechatName);
      });
    });

    test.describe('on a phone', () => {
      test.use({
        viewport: { width: 375, height: 740 },
        userAgent: IPHONE_UA,
        isMobile: true,
        hasTouch: true,
      });

      test('pays by Alipay on its page, comes back to /paySuccess, which shows the order paid once Alipay tells the shop', async ({
        page,
        request,
        baseURL,
        live,
      }) => {
        const order = await placeOrder(page, request, baseURL ?? '', lang);

        const alipay = page.getByRole('radio', { name: w.alipay });
        await page.locator('label', { has: alipay }).click();
        await expect(alipay).toBeChecked();
        await expect(page.getByText(w.phoneHint)).toBeVisible();
        await page.getByRole('button', { name: w.payNow }).click();

        // Out to Alipay's page, which asks for the order's amount.
        await expect(page).toHaveURL((url) => url.href.startsWith(live.alipay.gateway));
        await expect(page.getByText(`¥${order.total_amount}`)).toBeVisible();
        await page.getByRole('button', { name: '确认付款' }).click();

        // Back in the shop before Alipay's notification: the page waits for the server.
        await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${order.id}&`));
        await expect(page.getByRole('heading', { name: w.confirming })).toBeVisible();
        const sessionId = new URL(page.url()).searchParams.get('out_trade_no') ?? '';
        expect(live.alipay.trades.get(sessionId)?.status).toBe('TRADE_SUCCESS');
        expect((await live.alipay.notify(sessionId)).body).toBe('success');

        await expect(page.getByRole('heading', { name: w.paid })).toBeVisible();
        await expect(page.getByText(yuan(order.total_amount), { exact: true })).toBeVisible();
        await expect(paidWith(page, lang)).toHaveText(w.alipayName);
      });
    });
  });
}
