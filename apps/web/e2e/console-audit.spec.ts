import { api, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { paidOrder } from './orders';

const words = {
  'zh-cn': {
    action: '操作',
    filter: '筛 选',
    shipAction: '订单发货',
    status: '状态',
    trackingNo: '运单号',
    toShip: '待发货',
    shipped: '已发货',
  },
  en: {
    action: 'Action',
    filter: 'Filter',
    shipAction: 'Shipped order',
    status: 'Status',
    trackingNo: 'Tracking number',
    toShip: 'To ship',
    shipped: 'Shipped',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`the audit trail reads in words and filters by an action picked from a list (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const customer = await registerAccount(request);
    const order = await paidOrder(request, customer);
    const operator = await signInThroughApi(request, 'operator', 'Operator@12345');
    const tracking = `SF${Date.now().toString().slice(-10)}`;
    await api(
      request,
      'POST',
      'orderShip',
      { id: order.order_id, carrier: '顺丰速运', tracking_no: tracking },
      operator,
    );
    await useLanguage(page, lang);
    await useToken(context, await signInThroughApi(request, 'admin', 'Admin@12345'), baseURL ?? '');

    await page.goto(`/admin/audit?target_type=order&target_id=${order.order_id}`);
    const row = page.getByRole('row', { name: new RegExp(w.shipAction) });
    await expect(row).toBeVisible();
    await expect(row.getByText(w.status, { exact: true })).toBeVisible();
    await expect(row.getByText(w.trackingNo, { exact: true })).toBeVisible();
    await expect(row.locator('del', { hasText: w.toShip })).toBeVisible();
    await expect(row.locator('ins', { hasText: w.shipped })).toBeVisible();
    await expect(row.getByText(tracking)).toBeVisible();
    // A drop-down reads as its options run together ("…order" then "Shipped order"), so it is
    // left out here; its options are picked by their words below.
    for (const code of ['orderShip', 'tracking_no', 'undelivered', 'unreceived'])
      await expect(page.getByText(code).and(page.locator(':not(select)'))).toHaveCount(0);

    // The action is chosen from the trail's actions in words, not typed as a code.
    await page.goto('/admin/audit');
    await page.getByRole('combobox', { name: w.action }).selectOption({ label: w.shipAction });
    await page.getByRole('button', { name: w.filter }).click();
    await expect(page).toHaveURL(/action=orderShip/);
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toContainText(w.shipAction);
    await expect(rows.filter({ hasNotText: w.shipAction })).toHaveCount(0);
  });
}
