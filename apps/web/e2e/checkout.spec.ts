import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  addAddressThroughApi,
  api,
  registerAccount,
  signInThroughApi,
  staffToken,
  useToken,
} from './accounts';
import { expect, fillAddressForm, test } from './fixtures';

interface Card {
  id: number;
  name: string;
  price: string;
  score_price: number;
  earn_score: number;
  stock: number;
}

interface UserInfo {
  score: number;
  score_total: number;
}

/**
 * Products of a mall in stock for `units` more, cheapest first, found as the shop lists them;
 * in the art mall, ones that earn points (the console's journeys add some that earn none).
 */
async function inStock(
  request: APIRequestContext,
  type: 'art' | 'points',
  units: number,
): Promise<Card[]> {
  const page = await api<{ list: Card[] }>(request, 'GET', 'productList', {
    type,
    limit: 100,
    sort: 'price_asc',
  });
  return page.list.filter(
    (card) => card.stock >= units + 2 && (type === 'points' || card.earn_score > 0),
  );
}

const yuan = (amount: string) => `¥${amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The id in the address of /pay?id=, /paySuccess?id= or /orderDetail?id=. */
function idIn(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('id'));
}

/** A phone of its own: no cookie of the desktop's, signed in only when `token` is given. */
async function phone(browser: Browser, baseURL: string, token?: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 375, height: 740 },
    locale: 'zh-CN',
  });
  if (token) await useToken(context, token, baseURL);
  return context;
}

const TEST_PAYMENT = '本店目前的在线支付均为测试，不会产生任何真实扣款。';

async function expectTestPaymentNotice(page: Page): Promise<void> {
  await expect(page.getByRole('note', { name: '测试支付' })).toContainText(TEST_PAYMENT);
}

test.describe('checkout, payment and orders', () => {
  test('two art products through the cart, a new address, the sandbox cashier, shipping, tracking and receipt', async ({
    page,
    context,
    request,
    newCustomer: customer,
  }) => {
    test.setTimeout(120_000);
    const before = await api<UserInfo>(request, 'GET', 'userInfo', {}, customer.token);
    const [first, second] = await inStock(request, 'art', 1);
    if (!first || !second)
      throw new Error('the demo shop has fewer than two art products in stock');

    // Both products into the cart from their pages.
    for (const product of [first, second]) {
      await page.goto(`/productDetail?id=${product.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
      await page.getByRole('button', { name: '加入购物车' }).click();
      await expect(page.getByText('已加入购物车').first()).toBeVisible();
    }

    // The cart: both chosen, then to the confirmation page.
    await page.goto('/cart');
    for (const product of [first, second]) {
      await page.getByRole('checkbox', { name: `选择 ${product.name}` }).check();
    }
    await page.getByRole('button', { name: /^去结算/ }).click();
    await expect(page).toHaveURL(/\/confirmOrder\?cart_ids=\d+,\d+$/);
    const confirmUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('确认订单');
    await expect(page.getByRole('link', { name: first.name })).toBeVisible();
    await expect(page.getByRole('link', { name: second.name })).toBeVisible();

    // No address yet: the order cannot be placed, and the page says why.
    await expect(page.getByRole('button', { name: '提交订单' })).toBeDisabled();
    await expect(page.getByRole('note').filter({ hasText: '收货地址' })).toHaveText(
      '请先添加收货地址再提交订单。',
    );

    // A new address in a dialog over the order, which stays where it is.
    await page.getByRole('button', { name: '添加收货地址' }).click();
    const form = page.getByRole('dialog', { name: '新增收货地址' });
    await fillAddressForm(page, form, {
      recipient: '沈知夏',
      mobile: '13700007788',
      region: ['浙江省', '杭州市', '西湖区'],
      detail: '文三路 90 号 3 幢 701',
      postcode: '310012',
    });
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(confirmUrl);

    const address = page.getByRole('radio', { name: /沈知夏 13700007788/ });
    await expect(address).toBeChecked();
    const summary = page.getByRole('region', { name: '订单金额' });
    await expect(summary).toContainText('沈知夏 13700007788');
    await page.getByRole('textbox', { name: '订单备注' }).fill('请周末送达');
    await page.getByRole('button', { name: '提交订单' }).click();

    // The payment page: the countdown runs; the sandbox opens a session with a QR code.
    await expect(page).toHaveURL(/\/pay\?id=\d+$/);
    const orderId = idIn(page);
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page.getByRole('img', { name: '收银台二维码' })).toBeVisible();
    const order = await api<{ total_amount: string; earn_score: number; order_no: string }>(
      request,
      'GET',
      'orderInfo',
      { id: orderId },
      customer.token,
    );

    // The cashier in a tab of its own, as a phone would open it; the pay page follows by itself.
    const [cashier] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /在新标签页打开/ }).click(),
    ]);
    await expect(cashier).toHaveURL(/\/cashier\?session=/);
    await expect(cashier.getByText(yuan(order.total_amount), { exact: true })).toBeVisible();
    await expect(cashier.getByText(order.order_no)).toBeVisible();
    await cashier.getByRole('button', { name: `确认支付 ${yuan(order.total_amount)}` }).click();
    await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await cashier.close();

    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${orderId}$`));
    await expect(page.getByRole('heading', { name: '感谢购买，订单已支付' })).toBeVisible();
    await expect(page.getByText(yuan(order.total_amount), { exact: true })).toBeVisible();
    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetail\\?id=${orderId}$`));
    await expect(page.getByRole('region', { name: '待发货' })).toBeVisible();
    await expect(page.getByText('请周末送达')).toBeVisible();

    // The studio ships it and the carrier reports a step.
    const admin = await staffToken(request, 'admin', 'Admin@12345');
    await api(
      request,
      'POST',
      'orderShip',
      { id: orderId, carrier: '顺丰速运', tracking_no: 'SF20260301001' },
      admin,
    );
    await api(
      request,
      'POST',
      'orderTrack',
      { id: orderId, text: '快件已到达杭州转运中心' },
      admin,
    );

    // The customer sees the tracking, and confirms receipt.
    await page.reload();
    const status = page.getByRole('region', { name: '待收货' });
    await expect(status).toBeVisible();
    const tracking = page.getByRole('region', { name: '物流信息' });
    await expect(tracking).toContainText('顺丰速运');
    await expect(tracking).toContainText('SF20260301001');
    await expect(tracking.getByRole('list', { name: '物流轨迹' })).toContainText(
      '快件已到达杭州转运中心',
    );
    await status.getByRole('button', { name: '确认收货' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认收货' }).click();
    const earned = `${grouped(order.earn_score)} 积分`;
    await expect(page.getByText(`已确认收货，获得 ${earned}`)).toBeVisible();
    await expect(page.getByRole('region', { name: '已完成' })).toContainText(`获得积分：${earned}`);

    // The points are on the account and in the personal centre.
    const after = await api<UserInfo>(request, 'GET', 'userInfo', {}, customer.token);
    expect(order.earn_score).toBeGreaterThan(0);
    expect(after.score).toBe(before.score + order.earn_score);
    expect(after.score_total).toBe(before.score_total + order.earn_score);
    await page.goto('/myCenter');
    await expect(page.getByRole('region', { name: '我的积分' })).toContainText(
      grouped(after.score),
    );

    // And in the list, under its tab.
    await page.goto('/myOrder?status=completed');
    await expect(page.getByRole('tab', { name: '已完成' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('article', { name: `订单 ${order.order_no}` })).toBeVisible();
  });

  test('a points-mall product redeemed now and paid with points', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await signInThroughApi(request, 'demo', 'Demo@12345');
    await useToken(context, token, baseURL ?? '');
    const { list: addresses } = await api<{ list: unknown[] }>(
      request,
      'GET',
      'userAddressList',
      {},
      token,
    );
    if (addresses.length === 0) await addAddressThroughApi(request, token);
    const before = await api<UserInfo>(request, 'GET', 'userInfo', {}, token);
    const product = (await inStock(request, 'points', 1)).find(
      (card) => card.score_price > 0 && card.score_price <= before.score,
    );
    if (!product) throw new Error('no points product the demo customer can afford');

    await page.goto(`/productDetail?id=${product.id}`);
    await page.getByRole('button', { name: '立即兑换' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/confirmOrder\\?product_id=${product.id}&quantity=1$`),
    );
    const price = `${grouped(product.score_price)} 积分`;
    const summary = page.getByRole('region', { name: '订单金额' });
    await expect(summary).toContainText(`积分合计${price}`);
    await expect(summary).toContainText(
      `积分充足，支付后剩余 ${grouped(before.score - product.score_price)} 积分。`,
    );
    await expect(page.getByText('积分商城订单一律包邮。')).toBeVisible();

    // Another address, added in a dialog over the order and chosen for it.
    const recipient = `顾${String(Date.now()).slice(-4)}`;
    await page.getByRole('button', { name: '新增收货地址' }).click();
    const form = page.getByRole('dialog', { name: '新增收货地址' });
    await fillAddressForm(page, form, {
      recipient,
      mobile: '13700001122',
      region: ['广东省', '深圳市', '南山区'],
      detail: '科技园南路 88 号',
      postcode: '518000',
    });
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toBeHidden();
    await expect(page).toHaveURL(
      new RegExp(`/confirmOrder\\?product_id=${product.id}&quantity=1$`),
    );
    await expect(page.getByRole('radio', { name: new RegExp(recipient) })).toBeChecked();
    await expect(summary).toContainText(`${recipient} 13700001122`);
    await page.getByRole('button', { name: '提交订单' }).click();

    await expect(page).toHaveURL(/\/pay\?id=\d+$/);
    const orderId = idIn(page);
    await expect(page.getByRole('radio', { name: /积分支付/ })).toBeChecked();
    await expect(page.getByText(`可用积分：${grouped(before.score)} 积分`)).toBeVisible();
    await page.getByRole('button', { name: '立即支付' }).click();

    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${orderId}$`));
    await expect(page.getByText(price, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: '继续购物' })).toHaveAttribute(
      'href',
      '/PointsMall',
    );
    const after = await api<UserInfo>(request, 'GET', 'userInfo', {}, token);
    expect(after.score).toBe(before.score - product.score_price);

    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page.getByRole('region', { name: '待发货' })).toBeVisible();
    await expect(page.getByRole('region', { name: '订单信息' })).toContainText('积分商城');
  });

  test('an unpaid order counts down on /pay and can be cancelled, returning its stock', async ({
    page,
    request,
    newCustomer: customer,
  }) => {
    await addAddressThroughApi(request, customer.token);
    const [product] = await inStock(request, 'art', 1);
    if (!product) throw new Error('no art product in stock');

    await page.goto(`/confirmOrder?product_id=${product.id}&quantity=1`);
    await expect(page.getByRole('radio', { name: /顾清和/ })).toBeChecked();
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?id=\d+$/);
    const orderId = idIn(page);
    const taken = await api<Card>(request, 'GET', 'productInfo', { id: product.id });
    expect(taken.stock).toBe(product.stock - 1);

    // The countdown moves, second by second.
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^(30:00|29:\d\d)$/);
    const shown = await timer.textContent();
    await expect(timer).not.toHaveText(shown ?? '');

    await page.getByRole('button', { name: '取消订单' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确定取消该订单吗？');
    await dialog.getByRole('button', { name: '取消订单' }).click();
    await expect(page.getByRole('heading', { name: '订单已取消' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    const restored = await api<Card>(request, 'GET', 'productInfo', { id: product.id });
    expect(restored.stock).toBe(product.stock);

    await page.getByRole('link', { name: '查看订单' }).click();
    await expect(page).toHaveURL(new RegExp(`/orderDetail\\?id=${orderId}$`));
    await expect(page.getByRole('region', { name: '已取消' })).toContainText('该订单已取消。');
    await page.goto('/myOrder?status=unpaid');
    await expect(page.getByRole('heading', { name: '没有待付款的订单' })).toBeVisible();
  });

  test('the sandbox cashier: test payments said on every payment screen, only the buyer pays, a signed-out phone signs in and comes back', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const site = baseURL ?? '';
    const buyer = await registerAccount(request);
    await useToken(context, buyer.token, site);
    await addAddressThroughApi(request, buyer.token);
    const [product] = await inStock(request, 'art', 1);
    if (!product) throw new Error('no art product in stock');

    // The order and pay steps say the payment is a test before anything is paid.
    await page.goto(`/confirmOrder?product_id=${product.id}&quantity=1`);
    await expectTestPaymentNotice(page);
    await page.getByRole('button', { name: '提交订单' }).click();
    await expect(page).toHaveURL(/\/pay\?id=\d+$/);
    const orderId = idIn(page);
    await expectTestPaymentNotice(page);
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page.getByRole('img', { name: '收银台二维码' })).toBeVisible();
    const cashierUrl = await page
      .getByRole('link', { name: /在新标签页打开/ })
      .getAttribute('href');
    expect(cashierUrl).toMatch(/\/cashier\?session=[\w-]+$/);
    const order = await api<{ total_amount: string; order_no: string }>(
      request,
      'GET',
      'orderInfo',
      { id: orderId },
      buyer.token,
    );
    const pay = `确认支付 ${yuan(order.total_amount)}`;

    // Someone else, signed in, sees no payment behind the link, and nothing to press.
    const stranger = await registerAccount(request);
    const strangerPhone = await phone(browser, site, stranger.token);
    try {
      const other = await strangerPhone.newPage();
      await other.goto(cashierUrl ?? '');
      await expect(other.getByRole('heading', { name: '该支付单不存在' })).toBeVisible();
      await expect(other.getByRole('link', { name: '查看我的订单' })).toBeVisible();
      await expect(other.getByRole('button', { name: pay })).toHaveCount(0);
    } finally {
      await strangerPhone.close();
    }

    // The buyer's phone, signed out, scans the code: sign in first, then back to the cashier.
    const buyerPhone = await phone(browser, site);
    try {
      const mobile = await buyerPhone.newPage();
      await mobile.goto(cashierUrl ?? '');
      await expect(mobile).toHaveURL(/\/login\?redirect=%2Fcashier%3Fsession%3D/);
      await mobile.locator('#account').fill(buyer.username);
      await mobile.locator('#password').fill(buyer.password);
      await mobile.getByRole('button', { name: /^登\s?录$/ }).click();

      await expect(mobile).toHaveURL(cashierUrl ?? '');
      await expectTestPaymentNotice(mobile);
      await expect(mobile.getByText(order.order_no)).toBeVisible();
      await mobile.getByRole('button', { name: pay }).click();
      await expect(mobile.getByRole('heading', { name: '支付成功' })).toBeVisible();
    } finally {
      await buyerPhone.close();
    }

    // The desktop's pay page follows by itself; the order's pages say the payment was a test.
    await expect(page).toHaveURL(new RegExp(`/paySuccess\\?id=${orderId}$`));
    await expectTestPaymentNotice(page);
    await page.goto(`/orderDetail?id=${orderId}`);
    await expect(page.getByRole('region', { name: '待发货' })).toBeVisible();
    await expectTestPaymentNotice(page);
    await page.goto('/myOrder');
    await expect(page.getByRole('article', { name: `订单 ${order.order_no}` })).toBeVisible();
    await expectTestPaymentNotice(page);
  });
});
