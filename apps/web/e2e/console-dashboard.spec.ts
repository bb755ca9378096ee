import type { APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { addAddressThroughApi, api, registerAccount, staffToken, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';

type Lang = 'zh-cn' | 'en';

interface TopProduct {
  name: string;
  units: number;
  amount: string;
}

interface Stats {
  from: string;
  to: string;
  totals: { art_orders: number; art_amount: string };
  top_by_units: TopProduct[];
  top_by_revenue: TopProduct[];
}

interface SettingsInfo {
  version: number;
  values: Record<string, unknown> & { pay_timeout_minutes: number };
}

const words = {
  'zh-cn': {
    dashboard: '数据概览',
    artSales: '艺术商城销售额',
    paidOrders: (n: number) => `已支付订单 ${n} 笔`,
    settings: '商城设置',
    payTimeout: '支付时限',
    save: '保存为新版本',
    saved: (v: number) => `已保存为第 ${v} 版`,
    versions: '版本记录',
    noPermission: '没有权限',
    menu: '控制台菜单',
    from: '开始日期',
    to: '结束日期',
    byRevenue: '按销售额',
    period: (from: string, to: string) => `${from} 至 ${to}（Asia/Shanghai）`,
  },
  en: {
    dashboard: 'Dashboard',
    artSales: 'Art mall sales',
    paidOrders: (n: number) => `${n} paid orders`,
    settings: 'Shop settings',
    payTimeout: 'Payment deadline',
    save: 'Save as a new version',
    saved: (v: number) => `Saved as version ${v}`,
    versions: 'Versions',
    noPermission: 'No permission',
    menu: 'Console menu',
    from: 'From',
    to: 'To',
    byRevenue: 'By revenue',
    period: (from: string, to: string) => `${from} to ${to} (Asia/Shanghai)`,
  },
} as const;

const yuan = (amount: string) =>
  `¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * A new customer's art order, paid at the sandbox cashier through the API: the cheapest art
 * product in stock unless `dearest`, in `quantity` units.
 */
async function paidArtOrder(
  request: APIRequestContext,
  { dearest = false, quantity = 1 } = {},
): Promise<void> {
  const customer = await registerAccount(request);
  const addressId = await addAddressThroughApi(request, customer.token);
  const { list } = await api<{ list: Array<{ id: number; stock: number }> }>(
    request,
    'GET',
    'productList',
    { type: 'art', limit: 100, sort: dearest ? 'price_desc' : 'price_asc' },
  );
  const product = list.find((card) => card.stock >= quantity + 2);
  if (!product) throw new Error('the demo shop has no art product in stock');
  const order = await api<{ order_id: number }>(
    request,
    'POST',
    'orderCreate',
    { product_id: product.id, quantity, address_id: addressId, idempotency_key: randomUUID() },
    customer.token,
  );
  const { payment } = await api<{ payment: { session_id: string } }>(
    request,
    'POST',
    'orderPay',
    { order_id: order.order_id, method: 'sandbox' },
    customer.token,
  );
  await api(
    request,
    'POST',
    'cashierSubmit',
    { session_id: payment.session_id, outcome: 'paid' },
    customer.token,
  );
  await expect
    .poll(async () => {
      const info = await api<{ status: string }>(
        request,
        'GET',
        'orderInfo',
        { id: order.order_id },
        customer.token,
      );
      return info.status;
    })
    .toBe('undelivered');
}

for (const lang of ['zh-cn', 'en'] as const satisfies Lang[]) {
  const w = words[lang];

  test.describe(`console dashboard and settings (${lang})`, () => {
    test('an operator sees an order paid just now on the dashboard, and has no shop settings', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const operator = await staffToken(request, 'operator', 'Operator@12345');
      const before = await api<Stats>(request, 'GET', 'dashboardStats', { range: '7d' }, operator);
      // Two units of the cheapest and one of the dearest: they rank differently by units and
      // by revenue.
      await paidArtOrder(request, { quantity: 2 });
      await paidArtOrder(request, { dearest: true });
      const after = await api<Stats>(request, 'GET', 'dashboardStats', { range: '7d' }, operator);
      expect(after.totals.art_orders).toBeGreaterThan(before.totals.art_orders);
      expect(Number(after.totals.art_amount)).toBeGreaterThan(Number(before.totals.art_amount));

      await useLanguage(page, lang);
      await useToken(context, operator, baseURL ?? '');
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: w.dashboard })).toBeVisible();
      const sales = page.locator('[data-card]').filter({ hasText: w.artSales });
      await expect(sales).toContainText(yuan(after.totals.art_amount));
      await expect(sales).toContainText(w.paidOrders(after.totals.art_orders));

      // The best sellers by units, then by revenue, each in the order the figures rank them.
      const ranked = await api<Stats>(
        request,
        'GET',
        'dashboardStats',
        { range: '7d', lang },
        operator,
      );
      const byUnits = ranked.top_by_units.map((row) => row.name);
      expect(byUnits).not.toEqual(ranked.top_by_revenue.map((row) => row.name));
      const topNames = page
        .locator('[data-card]')
        .filter({ hasText: w.byRevenue })
        .locator('tbody tr td:nth-child(2)');
      await expect(topNames).toHaveText(byUnits);
      await page.getByText(w.byRevenue, { exact: true }).click();
      await expect(topNames).toHaveText(ranked.top_by_revenue.map((row) => row.name));

      // Today alone, picked in the date fields: the figures of that one day.
      const today = await api<Stats>(
        request,
        'GET',
        'dashboardStats',
        { from: after.to, to: after.to },
        operator,
      );
      await page.getByLabel(w.from, { exact: true }).fill(after.to);
      await page.getByLabel(w.to, { exact: true }).fill(after.to);
      await expect(page.getByText(w.period(after.to, after.to))).toBeVisible();
      await expect(sales).toContainText(yuan(today.totals.art_amount));
      await expect(sales).toContainText(w.paidOrders(today.totals.art_orders));

      // No settings in the operator's menu, and the address itself says so.
      const menu = page.getByRole('navigation', { name: w.menu }).first();
      await expect(menu.getByRole('link', { name: w.dashboard })).toBeVisible();
      await expect(menu.getByRole('link', { name: w.settings })).toHaveCount(0);
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: w.noPermission })).toBeVisible();
    });

    test('an admin changes the payment deadline and sees the new version listed', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const admin = await staffToken(request, 'admin', 'Admin@12345');
      const start = await api<SettingsInfo>(request, 'GET', 'settingsInfo', {}, admin);
      const minutes = start.values.pay_timeout_minutes === 45 ? 40 : 45;
      try {
        await useLanguage(page, lang);
        await useToken(context, admin, baseURL ?? '');
        await page.goto('/admin/settings');
        await expect(page.getByRole('heading', { level: 1, name: w.settings })).toBeVisible();
        const field = page.getByLabel(w.payTimeout);
        await expect(field).toHaveValue(String(start.values.pay_timeout_minutes));
        await field.fill(String(minutes));
        await page.getByRole('button', { name: w.save }).click();
        const next = start.version + 1;
        await expect(page.getByText(w.saved(next))).toBeVisible();
        const versions = page.locator('[data-card]').filter({ hasText: w.versions });
        await expect(
          versions.getByRole('row', { name: new RegExp(`v${next}\\s+admin`) }),
        ).toBeVisible();
        const saved = await api<SettingsInfo>(request, 'GET', 'settingsInfo', {}, admin);
        // Only the deadline changed: every other rule is saved as it was.
        expect(saved.values).toEqual({ ...start.values, pay_timeout_minutes: minutes });
      } finally {
        // The other journeys expect the shop's own deadline.
        await api(request, 'POST', 'settingsSave', start.values, admin);
      }
    });
  });
}
