import type { APIRequestContext, Page } from '@playwright/test';
import { api, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { issuedSerials, paidOrder, shipOrder } from './orders';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    youOwn: '这件藏品归您所有',
    transfer: '转让给他人',
    serial: '收到的序列号',
    transferCode: '转让码',
    receive: /^接\s?收$/,
    received: /已登记到您的名下/,
    queue: '疑似假货举报',
    confirm: '确认假货',
    note: '处理备注',
    save: '保存处理结果',
    decided: '举报已处理',
    confirmed: '确认假货',
    agree: '我已阅读并同意社区公约',
    submit: '提交申请',
    joined: '您已加入社群',
    gatedLead: /持有「.+」登记序列号的藏家提交后立即加入/,
  },
  en: {
    youOwn: 'You own this',
    transfer: 'Transfer to someone',
    serial: 'Serial you received',
    transferCode: 'Transfer code',
    receive: /^Receive$/,
    received: /is now registered to you/,
    queue: 'Reported fakes',
    confirm: 'Confirm fake',
    note: 'Note for the record',
    save: 'Save decision',
    decided: 'Report decided',
    confirmed: 'Confirmed fake',
    agree: 'I have read and agree to the community convention',
    submit: 'Send application',
    joined: 'You have joined the group',
    gatedLead: /Owners of a registered serial of “.+” join as soon as they send this/,
  },
} as const;

/**
 * A customer owning a serial: an editor issues a batch for the product they bought, and an
 * operator ships their order entering its first serial.
 */
async function serialOwner(request: APIRequestContext) {
  const buyer = await registerAccount(request);
  const order = await paidOrder(request, buyer);
  const [code = ''] = await issuedSerials(request, order.product_id, 2);
  await shipOrder(request, order.order_id, [code]);
  const operator = await signInThroughApi(request, 'operator', 'Operator@12345');
  return { buyer, code, productId: order.product_id, operator };
}

async function signInAs(page: Page, token: string, baseURL: string | undefined) {
  await useToken(page.context(), token, baseURL ?? '');
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`owning a serial (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('the owner gives a transfer code; another account enters it and becomes the owner', async ({
      page,
      request,
      baseURL,
    }) => {
      const { buyer, code } = await serialOwner(request);
      await signInAs(page, buyer.token, baseURL);
      await page.goto(`/appraisal?code=${code}`);
      const panel = page.getByTestId('owner-panel');
      await expect(panel.getByRole('heading', { name: w.youOwn })).toBeVisible();
      await panel.getByRole('button', { name: w.transfer }).click();
      const transfer = panel.getByTestId('transfer-code').locator('output');
      await expect(transfer).toHaveText(/^\d{8}$/);
      const transferCode = (await transfer.textContent()) ?? '';

      const receiver = await registerAccount(request);
      await signInAs(page, receiver.token, baseURL);
      await page.goto('/appraisal');
      const form = page.getByRole('form', {
        name: lang === 'en' ? 'Receive a serial' : '接收藏品',
      });
      await form.getByLabel(w.serial, { exact: true }).fill(code.toLowerCase());
      await form.getByLabel(w.transferCode, { exact: true }).fill(transferCode);
      await form.getByRole('button', { name: w.receive }).click();
      await expect(page.getByText(w.received)).toBeVisible();
      await page.goto(`/appraisal?code=${code}`);
      await expect(page.getByRole('heading', { name: w.youOwn })).toBeVisible();

      // The giver no longer reads "you own this".
      await signInAs(page, buyer.token, baseURL);
      await page.goto(`/appraisal?code=${code}`);
      await expect(page.getByText(code).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: w.youOwn })).toHaveCount(0);
    });

    test('a group gated on a serial admits its owner as soon as they apply', async ({
      page,
      request,
      baseURL,
    }) => {
      const { buyer, productId, operator } = await serialOwner(request);
      const group = await api<{ id: number }>(
        request,
        'POST',
        'communityGroupSave',
        {
          name_zh: `序列号藏家 ${Date.now()}`,
          name_en: `Serial holders ${Date.now()}`,
          description_zh: '持有登记序列号的藏家。',
          description_en: 'Holders of a registered serial.',
          cover: '/img/placeholder.svg',
          convention_zh: '友善交流。',
          convention_en: 'Be kind.',
          gate_product_id: productId,
          gate_kind: 'serial',
        },
        operator,
      );
      await signInAs(page, buyer.token, baseURL);
      await page.goto(`/communityJoin?id=${group.id}`);
      await expect(page.getByText(w.gatedLead)).toBeVisible();
      await page.getByRole('checkbox', { name: w.agree }).check();
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { name: w.joined })).toBeVisible();
    });

    test('a customer’s report of a suspected fake reaches the operators’ queue and is confirmed', async ({
      page,
      request,
      baseURL,
    }) => {
      const customer = await registerAccount(request);
      const where = `Night market stall ${Date.now()}`;
      await api(
        request,
        'POST',
        'serialReport',
        { code: 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', where_bought: where, note: 'The label is blurred' },
        customer.token,
      );
      await signInAs(page, await signInThroughApi(request, 'operator', 'Operator@12345'), baseURL);
      await page.goto('/admin/fake-reports');
      await expect(page.getByRole('heading', { name: w.queue })).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: where });
      await expect(row).toContainText('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
      await row.getByRole('button', { name: w.confirm }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(w.note).fill('Seller reported to the market');
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.decided)).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: where })).toHaveCount(0);

      await page.goto('/admin/fake-reports?status=confirmed');
      const decided = page.getByRole('row').filter({ hasText: where });
      await expect(decided).toContainText(w.confirmed);
      await expect(decided).toContainText('Seller reported to the market');
    });
  });
}
