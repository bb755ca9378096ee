import { serialFromData, SERIAL_ALPHABET } from '@atelier/contract/serial-code';
import type { APIRequestContext } from '@playwright/test';
import { registerAccount, useToken, type TestAccount } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { issuedSerials, paidOrder, shipOrder } from './orders';

type Lang = 'zh-cn' | 'en';

const words = {
  'zh-cn': {
    field: '序列号',
    // antd spaces out a two-character button label.
    check: /^查\s?询$/,
    genuine: '正品：工作室签发',
    mine: '这件藏品归您所有',
    once: '已被查询 1 次',
    twice: '已被查询 2 次',
    firstChecked: /首次查询于 .+。如果那不是您，请联系工作室。/,
    unknown: '该ID不在生成的序列号中，请谨慎购买',
    mistyped: '序列号有误，请核对后重新输入',
    editionOf: '第 1 / 2 件',
  },
  en: {
    field: 'Serial',
    check: /^Check$/,
    genuine: 'Genuine: issued by the studio',
    mine: 'You own this',
    once: 'Checked 1 time',
    twice: 'Checked 2 times',
    firstChecked: /First checked on .+\. If that was not you, contact the studio\./,
    unknown: 'The studio did not issue this serial. Please be careful before you buy it.',
    mistyped: 'This code has a typo: check the code and enter it again',
    editionOf: '1 of 2',
  },
} as const;

/**
 * A fresh buyer's paid order of an art piece, an editor's batch of two serials for that piece,
 * and the order shipped by an operator with the first serial: the buyer now owns it.
 */
async function ownedSerial(
  request: APIRequestContext,
): Promise<{ buyer: TestAccount; code: string }> {
  const buyer = await registerAccount(request);
  const order = await paidOrder(request, buyer);
  const [code = ''] = await issuedSerials(request, order.product_id, 2);
  await shipOrder(request, order.order_id, [code]);
  return { buyer, code };
}

/** A well-formed code (its check character right) that no batch issued. */
function unissuedCode(): string {
  let data = '';
  for (let i = 0; i < 15; i++) data += SERIAL_ALPHABET[Math.floor(Math.random() * 32)];
  const code = serialFromData(data);
  return code.replace(/(.{4})(?!$)/g, '$1-');
}

for (const lang of ['zh-cn', 'en'] as const satisfies readonly Lang[]) {
  const w = words[lang];

  test.describe(`the authenticity check (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('the buyer sees they own the serial; a stranger’s check counts one more', async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const { buyer, code } = await ownedSerial(request);

      await useToken(page.context(), buyer.token, baseURL ?? '');
      await page.goto(`/appraisal?code=${encodeURIComponent(code)}`);
      const result = page.getByTestId('check-result');
      await expect(result.getByRole('heading', { name: w.genuine })).toBeVisible();
      await expect(result.getByRole('heading', { name: w.mine })).toBeVisible();
      await expect(result.getByTestId('check-count')).toHaveText(w.once);
      await expect(result.getByText(w.editionOf)).toBeVisible();
      await expect(result.getByText(w.firstChecked)).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.field, exact: true })).toHaveValue(code);

      // A stranger, signed out on a browser of their own, checks the same code.
      const other = await browser.newContext({ baseURL });
      const stranger = await other.newPage();
      await useLanguage(stranger, lang);
      await stranger.goto('/appraisal');
      await stranger
        .getByRole('textbox', { name: w.field, exact: true })
        .fill(code.replaceAll('-', '').toLowerCase());
      await expect(stranger.getByRole('textbox', { name: w.field, exact: true })).toHaveValue(code);
      await stranger.getByRole('button', { name: w.check }).click();
      const seen = stranger.getByTestId('check-result');
      await expect(seen.getByRole('heading', { name: w.genuine })).toBeVisible();
      await expect(seen.getByTestId('check-count')).toHaveText(w.twice);
      await expect(seen.getByText(w.mine, { exact: true })).toBeHidden();
      await other.close();
    });

    test('an unknown code shows the spec’s message; a mistyped one is caught in the field', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/qrCode')) asked.push(request.url());
      });
      await page.goto(`/appraisal?code=${unissuedCode()}`);
      await expect(page.getByTestId('check-unknown')).toContainText(w.unknown);
      expect(asked).toHaveLength(1);

      const typed = unissuedCode();
      const last = typed.at(-1) ?? '0';
      const wrong = SERIAL_ALPHABET[(SERIAL_ALPHABET.indexOf(last) + 1) % 32] ?? '0';
      await page
        .getByRole('textbox', { name: w.field, exact: true })
        .fill(`${typed.slice(0, -1)}${wrong}`);
      await page.getByRole('button', { name: w.check }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.mistyped })).toBeVisible();
      await expect(page.getByRole('textbox', { name: w.field, exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(asked).toHaveLength(1);
    });
  });
}
