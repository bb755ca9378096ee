import type { APIRequestContext, Page } from '@playwright/test';
import { signInThroughApi, useToken, api } from './accounts';
import { expect, fillAddressForm, test, useLanguage } from './fixtures';

interface Card {
  id: number;
  name: string;
  price: string;
  stock: number;
}

interface Line {
  id: number;
  product_id: number;
  quantity: number;
}

interface Address {
  id: number;
  name: string;
  is_default: boolean;
}

/** The demo customer's session, with the cart (or the address book) emptied first. */
async function demoToken(request: APIRequestContext): Promise<string> {
  return signInThroughApi(request, 'demo', 'Demo@12345');
}

async function emptyCart(request: APIRequestContext, token: string): Promise<void> {
  const lines = await api<Line[]>(request, 'GET', 'buyCarList', {}, token);
  if (lines.length > 0) {
    await api(request, 'POST', 'buyCarDelete', { ids: lines.map((line) => line.id) }, token);
  }
}

async function emptyAddressBook(request: APIRequestContext, token: string): Promise<void> {
  const { list } = await api<{ list: Address[] }>(
    request,
    'GET',
    'userAddressList',
    { limit: 20 },
    token,
  );
  for (const address of list) {
    await api(request, 'POST', 'userAddressDelete', { id: address.id }, token);
  }
}

const fen = (price: string) => Math.round(Number(price) * 100);
const yuan = (amountFen: number) =>
  `¥${(amountFen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The header's cart link, named with the number of units in the cart. */
const badge = (page: Page, units: number) =>
  page.getByRole('banner').getByRole('link', { name: `购物车，${units} 件商品` });

test.describe('the cart and the address book', () => {
  test('the demo customer fills the cart from product pages, changes it and checks out a selection', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await emptyCart(request, await demoToken(request));
    const { list } = await api<{ list: Card[] }>(request, 'GET', 'productList', {
      type: 'art',
      limit: 100,
      sort: 'price_asc',
    });
    const [first, second] = list.filter((card) => card.stock >= 4);
    if (!first || !second)
      throw new Error('the demo shop has fewer than two art products in stock');

    // Signed out, "add to cart" leads to the login page and back to the product.
    await page.goto(`/productDetail?id=${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page).toHaveURL(
      `/login?redirect=${encodeURIComponent(`/productDetail?id=${first.id}`)}`,
    );
    await page.locator('#account').fill('demo');
    await page.locator('#password').fill('Demo@12345');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(`/productDetail?id=${first.id}`);

    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(page.getByText('已加入购物车').first()).toBeVisible();
    await expect(badge(page, 1)).toBeVisible();

    // Two of the second product: the stepper, then the cart; the badge follows.
    await page.goto(`/productDetail?id=${second.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.name);
    await page.getByRole('button', { name: '增加数量' }).click();
    await expect(page.getByRole('spinbutton', { name: '数量' })).toHaveValue('2');
    await page.getByRole('button', { name: '加入购物车' }).click();
    await expect(badge(page, 3)).toBeVisible();

    await badge(page, 3).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('购物车');
    await expect(page.getByText('共 3 件商品')).toBeVisible();
    const firstRow = page.getByRole('listitem').filter({ hasText: first.name });
    const secondRow = page.getByRole('listitem').filter({ hasText: second.name });
    await expect(firstRow.getByRole('link', { name: first.name })).toHaveAttribute(
      'href',
      `/productDetail?id=${first.id}`,
    );
    await expect(secondRow.getByRole('spinbutton')).toHaveValue('2');

    // Totals follow the selection and the quantities.
    const total = page.getByText('合计', { exact: true }).locator('..');
    await expect(total).toHaveText('合计¥0.00');
    await page.getByRole('checkbox', { name: `选择 ${first.name}` }).check();
    await expect(total).toHaveText(`合计${yuan(fen(first.price))}`);
    await firstRow.getByRole('button', { name: `增加${first.name} 的数量` }).click();
    await expect(firstRow.getByRole('spinbutton')).toHaveValue('2');
    await expect(total).toHaveText(`合计${yuan(2 * fen(first.price))}`);
    await expect(badge(page, 4)).toBeVisible();
    await page.getByRole('checkbox', { name: `选择 ${second.name}` }).check();
    await expect(total).toHaveText(`合计${yuan(2 * fen(first.price) + 2 * fen(second.price))}`);
    await expect(page.getByText('已选 4 件')).toBeVisible();

    // Delete one line, after confirming.
    await secondRow.getByRole('button', { name: `从购物车删除 ${second.name}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('从购物车删除这件商品？');
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(secondRow).toHaveCount(0);
    await expect(badge(page, 2)).toBeVisible();
    await expect(total).toHaveText(`合计${yuan(2 * fen(first.price))}`);

    // Nothing selected: the checkout says so and stays here.
    await page.getByRole('checkbox', { name: `选择 ${first.name}` }).uncheck();
    await page.getByRole('button', { name: '去结算' }).click();
    await expect(page.getByText('未选择商品')).toBeVisible();
    await expect(page).toHaveURL('/cart');

    // The server kept the quantity; checking out the selection carries its line.
    const token = await demoToken(request);
    const lines = await api<Line[]>(request, 'GET', 'buyCarList', {}, token);
    expect(lines.map(({ product_id, quantity }) => ({ product_id, quantity }))).toEqual([
      { product_id: first.id, quantity: 2 },
    ]);
    await page.getByRole('checkbox', { name: '全选', exact: true }).check();
    await page.getByRole('button', { name: '去结算（2）' }).click();
    await expect(page).toHaveURL(`/confirmOrder?cart_ids=${lines[0]?.id ?? 0}`);
  });

  test('the demo customer adds, edits, re-defaults and deletes addresses', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const token = await demoToken(request);
    await emptyAddressBook(request, token);
    await useToken(context, token, baseURL ?? '');

    await page.goto('/address');
    await expect(page.getByRole('heading', { name: '还没有收货地址' })).toBeVisible();

    // The first address, with a mistake the form catches before sending.
    await page.getByRole('button', { name: '新增地址' }).click();
    let form = page.getByRole('dialog', { name: '新增收货地址' });
    await fillAddressForm(page, form, {
      recipient: '沈知夏',
      mobile: '1370000778',
      region: ['广东省', '深圳市', '南山区'],
      detail: '科技园南路 88 号 2 栋 1201',
      postcode: '518000',
    });
    await expect(form.getByRole('switch')).toBeDisabled();
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form.getByText('请输入正确的手机号（以 1 开头的 11 位数字）')).toBeVisible();
    await form.getByLabel('手机号码').fill('13700007788');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toBeHidden();

    const cards = page.getByRole('list', { name: '收货地址' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('沈知夏');
    await expect(cards.first()).toContainText('广东省 深圳市 南山区 科技园南路 88 号 2 栋 1201');
    await expect(cards.first()).toContainText('默认');
    await expect(page.getByText('已保存 1 / 20 个地址')).toBeVisible();

    // A second one, in a municipality.
    await page.getByRole('button', { name: '新增地址' }).click();
    form = page.getByRole('dialog', { name: '新增收货地址' });
    await fillAddressForm(page, form, {
      recipient: '顾言',
      mobile: '13900001234',
      region: ['北京市', '市辖区', '朝阳区'],
      detail: '建国路 1 号',
      postcode: '100020',
    });
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toBeHidden();
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('沈知夏');

    // Edit the second one.
    await page.getByRole('button', { name: '编辑 顾言 的地址' }).click();
    form = page.getByRole('dialog', { name: '编辑收货地址' });
    await expect(form.getByLabel('收货人')).toHaveValue('顾言');
    await form.getByLabel('详细地址').fill('建国路 88 号 SOHO 现代城 5 号楼');
    await form.getByRole('button', { name: '保存地址' }).click();
    await expect(form).toBeHidden();
    await expect(cards.filter({ hasText: '顾言' })).toContainText(
      '北京市 朝阳区 建国路 88 号 SOHO 现代城 5 号楼',
    );

    // Make it the default: it moves first and carries the mark.
    await page.getByRole('button', { name: '将 顾言 的地址设为默认' }).click();
    await expect(page.getByText('已将 顾言 的地址设为默认')).toBeVisible();
    await expect(cards.first()).toContainText('顾言');
    await expect(cards.first()).toContainText('默认');
    await expect(cards.nth(1).getByText('默认', { exact: true })).toHaveCount(0);

    // Delete the other one.
    await page.getByRole('button', { name: '删除 沈知夏 的地址' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('删除这个地址？');
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('顾言');

    const { list } = await api<{ list: Address[] }>(request, 'GET', 'userAddressList', {}, token);
    expect(list.map(({ name, is_default }) => ({ name, is_default }))).toEqual([
      { name: '顾言', is_default: true },
    ]);
  });

  test('three quick clicks on add to cart add one unit, the button disabled for two seconds', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const token = await demoToken(request);
    await emptyCart(request, token);
    await useToken(context, token, baseURL ?? '');
    const { list } = await api<{ list: Card[] }>(request, 'GET', 'productList', {
      type: 'art',
      limit: 100,
    });
    const product = list.find((card) => card.stock >= 4);
    if (!product) throw new Error('the demo shop has no art product in stock');

    await page.goto(`/productDetail?id=${product.id}`);
    const add = page.getByRole('button', { name: '加入购物车' });
    await add.click();
    // The next two land while the button is disabled, as a hurried customer's would.
    await add.click({ force: true });
    await add.click({ force: true });
    await expect(add).toBeDisabled();
    await expect(badge(page, 1)).toBeVisible();
    await expect(add).toBeEnabled({ timeout: 3_000 });

    await page.goto('/cart');
    const lines = page.getByRole('listitem').filter({ hasText: product.name });
    await expect(lines).toHaveCount(1);
    await expect(lines.getByRole('spinbutton')).toHaveValue('1');
    expect(
      (await api<Line[]>(request, 'GET', 'buyCarList', {}, token)).map((line) => line.quantity),
    ).toEqual([1]);
  });

  test('in English, a region is found by its pinyin and the address keeps its Chinese names', async ({
    page,
    request,
    newCustomer: customer,
  }) => {
    await useLanguage(page, 'en');

    await page.goto('/address');
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('dialog', { name: 'New delivery address' });
    await form.getByLabel('Recipient').fill('Lin Che');
    await form.getByLabel('Mobile number').fill('13700007799');
    await form.getByLabel('Region').click();
    await expect(page.getByRole('menuitemcheckbox', { name: '广东省 Guangdong' })).toBeVisible();
    // Under load a click on a search result can land while the list is redrawn: choose again
    // until the field shows the district.
    await expect(async () => {
      await form.getByLabel('Region').fill('nanshan');
      await page
        .getByRole('menuitemcheckbox', {
          name: '广东省 Guangdong / 深圳市 Shenzhen / 南山区 Nanshan',
        })
        .click({ timeout: 2000 });
      await expect(
        form.getByTitle('广东省 Guangdong / 深圳市 Shenzhen / 南山区 Nanshan'),
      ).toBeVisible({ timeout: 1000 });
    }).toPass();
    await form.getByLabel('Street address').fill('88 Keji South Road');
    await form.getByLabel('Postal code').fill('518000');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();

    const cards = page.getByRole('list', { name: 'Delivery addresses' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('广东省 深圳市 南山区 88 Keji South Road');
    const { list } = await api<{
      list: Array<Address & { province: string; city: string; district: string }>;
    }>(request, 'GET', 'userAddressList', {}, customer.token);
    expect(list).toEqual([
      expect.objectContaining({ province: '广东省', city: '深圳市', district: '南山区' }),
    ]);
  });
});
