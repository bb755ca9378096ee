import { formatSerial, serialFromData } from '@atelier/contract/serial-code';
import { registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { pickOption } from './popups';
import { artInStock, issuedSerials, paidOrder } from './orders';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    batches: '序列号批次',
    generate: '生成批次',
    submit: /^生\s?成$/,
    product: '商品',
    quantity: '数量（N）',
    issued: '已生成 3 个序列号',
    batch: '批次 #',
    labels: '标签页',
    print: /打\s?印$/,
    qr: (code: string) => `序列号 ${code} 的二维码`,
    carrier: '承运商',
    trackingNo: '运单号',
    serialsField: '序列号（选填）',
    ship: /^确认发货$/,
    shipped: '订单已发货',
    mistyped: (code: string) => `序列号 ${code} 有误，请核对`,
    notIssued: (code: string) => `序列号 ${code} 不是本店生成的序列号`,
    serials: '序列号',
  },
  en: {
    batches: 'Serial batches',
    generate: 'Generate batch',
    submit: /^Generate$/,
    product: 'Product',
    quantity: 'How many (N)',
    issued: '3 serials issued',
    batch: 'Batch #',
    labels: 'Label sheet',
    print: /Print$/,
    qr: (code: string) => `QR code of serial ${code}`,
    carrier: 'Carrier',
    trackingNo: 'Tracking number',
    serialsField: 'Serials (optional)',
    ship: /^Ship$/,
    shipped: 'Order shipped',
    mistyped: (code: string) => `Serial ${code} is mistyped: check the code`,
    notIssued: (code: string) => `Serial ${code} was not issued by the studio`,
    serials: 'Serials',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`serials in the console (${lang})`, () => {
    test('an editor generates a batch and opens its label sheet', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const product = await artInStock(request, lang);
      await useLanguage(page, lang);
      await useToken(
        context,
        await signInThroughApi(request, 'editor', 'Editor@12345'),
        baseURL ?? '',
      );

      await page.goto('/admin/serial-batches');
      await expect(page.getByRole('heading', { level: 1, name: w.batches })).toBeVisible();
      await page.getByRole('button', { name: w.generate }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: w.product }).fill(product.name);
      await pickOption(page, product.name);
      await dialog.getByLabel(w.quantity).fill('3');
      await dialog.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.issued)).toBeVisible();

      await expect(page.getByRole('heading', { level: 1 })).toContainText(`${w.batch}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
      const codes = page.getByRole('cell', { name: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/ });
      await expect(codes).toHaveCount(3);
      const issued = await codes.allInnerTexts();

      await page.getByRole('link', { name: w.labels }).click();
      await expect(page.getByRole('button', { name: w.print })).toBeVisible();
      const sheet = page.getByRole('list', { name: w.labels });
      await expect(sheet.getByRole('listitem')).toHaveCount(3);
      for (const code of issued) {
        const label = sheet.getByRole('listitem').filter({ hasText: code });
        await expect(label).toContainText(product.name);
        const qr = label.getByRole('img', { name: w.qr(code) });
        await expect(qr).toBeVisible();
        expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
      await expect(sheet.getByRole('listitem').first()).toContainText('1 / 3');
    });

    test('an operator ships a paid order entering two serials and sees them on the order', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const product = await artInStock(request, lang);
      const [first, second] = await issuedSerials(request, product.id, 2);
      if (!first || !second) throw new Error('the batch has no serials');
      const customer = await registerAccount(request);
      const order = await paidOrder(request, customer, { productId: product.id, quantity: 2 });
      await useLanguage(page, lang);
      await useToken(
        context,
        await signInThroughApi(request, 'operator', 'Operator@12345'),
        baseURL ?? '',
      );

      await page.goto(`/admin/order?id=${order.order_id}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(order.order_no);
      await page.getByLabel(w.carrier).fill('顺丰速运');
      await page.getByLabel(w.trackingNo).fill(`SF${Date.now().toString().slice(-10)}`);
      const serials = page.getByLabel(w.serialsField);

      // A typo is caught by the check character before anything is sent.
      const typo = `${first.slice(0, -1)}${first.endsWith('0') ? '1' : '0'}`;
      await serials.fill(typo);
      await page.getByRole('button', { name: w.ship }).click();
      await expect(page.getByText(w.mistyped(typo))).toBeVisible();

      // A well-formed serial the studio never issued: the server's refusal shows by the form.
      const unknown = formatSerial(serialFromData('0'.repeat(15)));
      await serials.fill('');
      await serials.pressSequentially(`${first}\n${unknown}\n`);
      await page.getByRole('button', { name: w.ship }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.notIssued(unknown) })).toBeVisible();

      // A scanner gun types each label and Enter.
      await serials.fill('');
      await serials.pressSequentially(`${first}\n${second.toLowerCase()}\n`);
      await page.getByRole('button', { name: w.ship }).click();
      await expect(page.getByText(w.shipped)).toBeVisible();
      const card = page.getByRole('list', { name: w.serials });
      await expect(card.getByRole('listitem')).toHaveCount(2);
      await expect(card.getByRole('listitem').nth(0)).toContainText(first);
      await expect(card.getByRole('listitem').nth(1)).toContainText(second);
      await expect(card).toContainText('1 / 2');
      await expect(card).toContainText('2 / 2');
    });
  });
}
