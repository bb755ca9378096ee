import { strFromU8, unzipSync } from 'fflate';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, useLanguage } from './fixtures';
import { dialogAtRest } from './popups';
import { paidOrder } from './orders';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    menu: '个人信息与账号',
    open: /下载我的数据/,
    dialog: '验证身份',
    password: '登录密码',
    submit: /^下\s?载$/,
    title: (name: string) => `${name} 的个人信息`,
    orders: '订单',
  },
  en: {
    menu: 'My data and account',
    open: /Download my data/,
    dialog: 'Confirm it is you',
    password: 'Login password',
    submit: /^Download$/,
    title: (name: string) => `Personal data of ${name}`,
    orders: 'Orders',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`a customer downloads their data with the password and opens it (${lang})`, async ({
    page,
    request,
    newCustomer: customer,
  }) => {
    const order = await paidOrder(request, customer);
    await useLanguage(page, lang);

    await page.goto('/myCenter');
    await page.getByRole('navigation').getByRole('link', { name: w.menu }).click();
    await expect(page).toHaveURL(/\/myData$/);
    await expect(page.getByRole('heading', { level: 1, name: w.menu })).toBeVisible();

    await page.getByRole('button', { name: w.open }).click();
    const dialog = page.getByRole('dialog', { name: w.dialog });
    await dialog.getByLabel(w.password).fill(customer.password);
    await dialogAtRest(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: w.submit }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    await expect(dialog).toBeHidden();

    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const data = JSON.parse(strFromU8(files['data.json']!)) as {
      profile: { username: string; mobile: string };
      addresses: Array<{ name: string }>;
      orders: Array<{ order_no: string; status: string }>;
    };
    expect(data.profile).toMatchObject({ username: customer.username, mobile: customer.mobile });
    expect(data.addresses.map((a) => a.name)).toContain('顾清和');
    expect(data.orders).toEqual([
      expect.objectContaining({ order_no: order.order_no, status: 'undelivered' }),
    ]);

    // The readable page, opened as the customer would open it from the unzipped folder.
    const folder = mkdtempSync(join(tmpdir(), 'atelier-my-data-'));
    const html = join(folder, 'index.html');
    writeFileSync(html, files['index.html']!);
    await page.goto(pathToFileURL(html).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.title(customer.username));
    await expect(page.locator('#profile')).toContainText(customer.mobile);
    const orders = page.locator('#orders');
    await expect(orders.getByRole('heading', { level: 2 })).toHaveText(w.orders);
    await expect(orders).toContainText(order.order_no);
    await expect(orders).toContainText('顾清和');
  });
}
