import { api, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { paidOrder } from './orders';

const words = {
  'zh-cn': {
    ship: '确认发货',
    carrier: '承运商',
    trackingNo: '运单号',
    shipped: '订单已发货',
    bulk: '批量发货',
    send: '开始发货',
    done: '已发货 2 个，未发货 1 个',
    unknown: '没有此订单号的订单',
    menu: '控制台菜单',
    orders: '订单',
    noPermission: '没有权限',
    tracking: '物流信息',
    shipAction: '订单发货',
    toShip: '待发货',
    shippedStatus: '已发货',
    refundedPayment: '已退款',
    refundLine: '退款 R',
  },
  en: {
    ship: 'Ship',
    carrier: 'Carrier',
    trackingNo: 'Tracking number',
    shipped: 'Order shipped',
    bulk: 'Bulk ship',
    send: 'Ship these orders',
    done: '2 shipped, 1 refused',
    unknown: 'No order has this number',
    menu: 'Console menu',
    orders: 'Orders',
    noPermission: 'No permission',
    tracking: 'Tracking',
    shipAction: 'Shipped order',
    toShip: 'To ship',
    shippedStatus: 'Shipped',
    refundedPayment: 'Refunded',
    refundLine: 'Refund R',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`the orders console (${lang})`, () => {
    test('an operator ships a paid order from its page and the customer sees the tracking number', async ({
      page,
      context,
      browser,
      request,
      baseURL,
    }) => {
      const customer = await registerAccount(request);
      const order = await paidOrder(request, customer);
      await useLanguage(page, lang);
      await useToken(
        context,
        await signInThroughApi(request, 'operator', 'Operator@12345'),
        baseURL ?? '',
      );

      await page.goto(`/admin/order?id=${order.order_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.order_no);
      const tracking = `SF${Date.now().toString().slice(-10)}`;
      await page.getByLabel(w.carrier).fill('顺丰速运');
      await page.getByLabel(w.trackingNo).fill(tracking);
      await page.getByRole('button', { name: w.ship, exact: true }).click();
      await expect(page.getByText(w.shipped)).toBeVisible();
      await expect(page.getByText(`顺丰速运 · ${tracking}`)).toBeVisible();
      // Its history names the operator's shipment in words, the statuses as the list shows them.
      const shipment = page.locator('[data-timeline] > li', { hasText: w.shipAction });
      await expect(shipment).toBeVisible();
      await expect(shipment.locator('del', { hasText: w.toShip })).toBeVisible();
      await expect(shipment.locator('ins', { hasText: w.shippedStatus })).toBeVisible();
      await expect(page.getByText('orderShip')).toHaveCount(0);

      // The customer, on a device of their own, sees carrier and number on the order page.
      const own = await browser.newContext({ baseURL });
      await useToken(own, customer.token, baseURL ?? '');
      const mine = await own.newPage();
      await mine.goto(`/orderDetail?id=${order.order_id}`);
      const region = mine.getByRole('region', { name: '物流信息' });
      await expect(region).toContainText('顺丰速运');
      await expect(region).toContainText(tracking);
      await own.close();
    });

    test('a bulk shipping file with one bad row ships the others and shows the reason', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const customer = await registerAccount(request);
      const first = await paidOrder(request, customer);
      const second = await paidOrder(request, customer);
      await useLanguage(page, lang);
      await useToken(
        context,
        await signInThroughApi(request, 'operator', 'Operator@12345'),
        baseURL ?? '',
      );

      await page.goto('/admin/orders');
      await page.getByRole('button', { name: w.bulk }).click();
      const dialog = page.getByRole('dialog');
      const stamp = Date.now().toString().slice(-8);
      const csv = [
        'order_no,carrier,tracking_no',
        `${first.order_no},中通快递,ZT${stamp}1`,
        `20990101000000000000,中通快递,ZT${stamp}2`,
        `${second.order_no},中通快递,ZT${stamp}3`,
      ].join('\r\n');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'ship.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await expect(dialog.getByText('ship.csv')).toBeVisible();
      await dialog.getByRole('button', { name: w.send, exact: true }).click();
      await expect(dialog.getByText(w.done)).toBeVisible();
      const bad = dialog.getByRole('row').filter({ hasText: '20990101000000000000' });
      await expect(bad).toContainText(w.unknown);

      const info = await api<{ status: string; express: { tracking_no: string } | null }>(
        request,
        'GET',
        'orderInfo',
        { id: second.order_id },
        customer.token,
      );
      expect(info).toMatchObject({ status: 'unreceived', express: { tracking_no: `ZT${stamp}3` } });
    });

    test('a refunded order’s payment shows its refund number under the provider’s, the list still fitting', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const order = await paidOrder(request, await registerAccount(request));
      const operator = await signInThroughApi(request, 'operator', 'Operator@12345');
      await api(
        request,
        'POST',
        'orderRefund',
        { id: order.order_id, reason: 'Out of stock' },
        operator,
      );
      await useLanguage(page, lang);
      await useToken(context, operator, baseURL ?? '');
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`/admin/payments?q=${order.order_no}`);
      const row = page.locator('tbody tr').filter({ hasText: order.order_no });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(w.refundedPayment);
      await expect(row).toContainText(w.refundLine);
      // The shared column keeps the list within the frame: nothing scrolls sideways.
      const frame = page.locator('[data-table-frame]').first();
      expect(await frame.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    });

    test('an editor has no orders entry and is told so at /admin/orders', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await useLanguage(page, lang);
      await useToken(
        context,
        await signInThroughApi(request, 'editor', 'Editor@12345'),
        baseURL ?? '',
      );
      await page.goto('/admin/orders');
      await expect(page.getByRole('heading', { level: 1, name: w.noPermission })).toBeVisible();
      const menu = page.getByRole('navigation', { name: w.menu });
      // The sidebar is there, holding only the editor's own entries.
      await expect(menu).toBeAttached();
      await expect(menu.getByRole('link', { name: w.orders, exact: true })).toHaveCount(0);
    });
  });
}
