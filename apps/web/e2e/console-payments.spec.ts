import { signInThroughApi, useToken } from './accounts';
import { expect, useLanguage } from './fixtures';
import { test } from './live-shop';
import { dialogAtRest } from './popups';

const words = {
  'zh-cn': {
    alert: /有 1 条支付对账差异待处理/,
    review: '去处理',
    days: '每日对账',
    check: '核对某一天',
    checkTitle: '核对某一天的账单',
    gateway: '支付渠道',
    wechat: '微信支付',
    day: '账单日期（北京时间）',
    run: '开始核对',
    notHere: '本店无记录',
    explains: /微信支付的账单中有这笔付款，但本店没有记录/,
    resolve: '处 理',
    resolveTitle: /^处理差异/,
    note: '处理说明',
    ok: '标记为已处理',
    resolvedBy: /operator 于 .+ 处理/,
    mismatches: '差异',
  },
  en: {
    alert: /1 payment mismatch needs a look/,
    review: 'Review them',
    days: 'Reconciliation',
    check: 'Check a day',
    checkTitle: 'Check a day’s bill',
    gateway: 'Gateway',
    wechat: 'WeChat Pay',
    day: 'Bill day (Beijing time)',
    run: 'Check',
    notHere: 'Not in the shop',
    explains: /WeChat Pay’s bill lists this payment, but the shop has no record of it/,
    resolve: 'Resolve',
    resolveTitle: /^Resolve the mismatch/,
    note: 'What was done',
    ok: 'Mark resolved',
    resolvedBy: /Resolved by operator on /,
    mismatches: 'Mismatches',
  },
} as const;

/** The Beijing calendar day `daysAgo` days before today. */
function beijingDay(daysAgo: number): string {
  return new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
}

// Each language checks a day of its own, so the two never share a mismatch; both days' bills
// are ready (WeChat Pay makes a day's bill by 10:00 the next morning).
const checkedDay = { 'zh-cn': beijingDay(2), en: beijingDay(3) } as const;

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`the payments console (${lang})`, () => {
    test.use({ viewport: { width: 1200, height: 900 } });

    test('an operator checks a day of WeChat Pay’s bill, reads the one mismatch and resolves it with a note', async ({
      page,
      context,
      request,
      baseURL,
      live,
    }) => {
      const day = checkedDay[lang];
      const tradeId = `4200000${day.replaceAll('-', '')}${String(Date.now()).slice(-9)}`;
      // WeChat Pay booked a payment that day which the shop never opened.
      live.wechat.editBill(day, (rows) => [
        ...rows,
        {
          time: Date.parse(`${day}T15:20:00+08:00`),
          transactionId: tradeId,
          outTradeNo: `P${'0'.repeat(24)}${lang === 'en' ? 'e' : 'c'}00042`,
          tradeType: 'NATIVE',
          tradeState: 'SUCCESS',
          amount: 19_900,
          refundId: '',
          outRefundNo: '',
          refundAmount: 0,
          refundStatus: '',
          description: 'Atelier order',
        },
      ]);
      await useLanguage(page, lang);
      await useToken(
        context,
        await signInThroughApi(request, 'operator', 'Operator@12345'),
        baseURL ?? '',
      );

      await page.goto('/admin/reconciliation');
      await expect(page.getByRole('heading', { name: w.days, level: 1 })).toBeVisible();
      await page.getByRole('button', { name: w.check }).click();
      const dialog = page.getByRole('dialog', { name: w.checkTitle });
      await dialogAtRest(page);
      await dialog.getByLabel(w.gateway).selectOption({ label: w.wechat });
      await dialog.getByLabel(w.day).fill(day);
      await dialog.getByRole('button', { name: w.run }).click();

      // The day's page: one line WeChat Pay has and the shop does not, explained.
      await expect(page.getByRole('heading', { name: `${w.wechat} · ${day}` })).toBeVisible();
      const mismatch = page.getByRole('list', { name: w.mismatches }).getByRole('listitem');
      await expect(mismatch).toHaveCount(1);
      await expect(mismatch.getByText(w.explains)).toBeVisible();
      await expect(mismatch.getByText(tradeId)).toBeVisible();
      await expect(mismatch.getByText('¥199.00')).toBeVisible();

      // The dashboard raises it, and leads back to the days still open.
      await page.goto('/admin');
      await expect(page.getByText(w.alert)).toBeVisible();
      await page.getByRole('link', { name: w.review }).click();
      await expect(page).toHaveURL(/\/admin\/reconciliation\?.*unresolved=1/);
      await page.getByRole('link', { name: new RegExp(`${w.wechat} ${day}$`) }).click();

      await mismatch.getByRole('button', { name: w.resolve }).click();
      const resolving = page.getByRole('dialog', { name: w.resolveTitle });
      const note = `Looked up ${tradeId}: a test payment made in the merchant platform, refunded there.`;
      await resolving.getByLabel(w.note).fill(note);
      await resolving.getByRole('button', { name: w.ok }).click();
      await expect(resolving).toBeHidden();
      await expect(mismatch.getByText(note)).toBeVisible();
      await expect(mismatch.getByText(w.resolvedBy)).toBeVisible();
      await expect(mismatch.getByRole('button', { name: w.resolve })).toHaveCount(0);

      await page.goto('/admin');
      await expect(page.getByText(w.alert)).toHaveCount(0);
    });
  });
}
