import type { APIRequestContext } from '@playwright/test';
import { expect, switchLanguage, test } from './fixtures';

interface Envelope<T> {
  code: number;
  data: T;
}

interface Category {
  id: number;
  code: string;
  name: string;
}

interface Card {
  id: number;
  name: string;
  price: string;
  stock: number;
}

async function get<T>(request: APIRequestContext, action: string, query: string): Promise<T> {
  const response = await request.get(`/api/index/${action}?${query}`);
  const body = (await response.json()) as Envelope<T>;
  expect(body.code, `${action} answers`).toBe(200);
  return body.data;
}

const yuan = (price: string) => `¥${price.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

test('browse the art mall, filter, search in English, favourite after logging in, then remove it from /myColle', async ({
  page,
  request,
}) => {
  // What the seeded shop holds, read as the page would, to know what the user should see.
  const categories = await get<Category[]>(request, 'productCategory', 'type=art&lang=zh-cn');
  const prints = categories.find((category) => category.code === 'prints');
  if (!prints) throw new Error('the demo shop has no prints category');
  const all = await get<{ total: number }>(request, 'productList', 'type=art&limit=1');
  const cheapest = await get<{ list: Card[] }>(
    request,
    'productList',
    'type=art&sort=price_asc&limit=12&page=2&lang=zh-cn',
  );
  if (all.total <= 12) throw new Error('the demo art mall fits on one page');
  const inPrints = await get<{ total: number; list: Card[] }>(
    request,
    'productList',
    `type=art&category_id=${prints.id}&limit=100&lang=en`,
  );
  const target = inPrints.list.find((card) => card.stock > 0);
  if (!target) throw new Error('no print in stock');
  const keyword = target.name.split(/[\s,·]+/)[0] ?? target.name;

  // The art mall: everything, then one category.
  await page.goto('/GLOBALSHOP');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('艺术商城');
  await expect(page.getByText(`共 ${all.total} 件商品`)).toBeVisible();
  const grid = page.getByRole('list', { name: '商品列表' });

  // Cheapest first, then the second page of that order.
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '价格从低到高' });
  await expect(page).toHaveURL(/\/GLOBALSHOP\?sort=price_asc$/);
  const pages = page.getByRole('navigation', { name: '分页' });
  await pages.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/\/GLOBALSHOP\?sort=price_asc&page=2$/);
  await expect(pages.getByRole('button', { name: '第 2 页' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(grid.getByRole('listitem')).toHaveCount(cheapest.list.length);
  for (const [index, card] of cheapest.list.entries()) {
    await expect(grid.getByRole('listitem').nth(index)).toContainText(card.name);
  }

  // One category: back to its first page, the sort kept.
  const categoryRow = page.getByRole('group', { name: '商品分类' });
  await categoryRow.getByRole('button', { name: prints.name }).click();
  await expect(page).toHaveURL(/\/GLOBALSHOP\?category=prints&sort=price_asc$/);
  await expect(categoryRow.getByRole('button', { name: prints.name })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(`共 ${inPrints.total} 件商品`)).toBeVisible();
  await expect(grid.getByRole('listitem')).toHaveCount(Math.min(inPrints.total, 12));
  await page.getByRole('combobox', { name: '排序' }).selectOption({ label: '最新上架' });
  await expect(page).toHaveURL(/\/GLOBALSHOP\?category=prints$/);

  // In English, a keyword within the category.
  await switchLanguage(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Art mall');
  await page.getByRole('searchbox', { name: 'Search products' }).fill(keyword);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`category=prints&keyword=${encodeURIComponent(keyword)}$`),
  );
  const results = page.getByRole('list', { name: 'Products' });
  // The unfiltered list shows the target too: wait until every card left matches.
  await expect
    .poll(async () =>
      (await results.getByRole('listitem').allTextContents()).filter(
        (name) => !name.toLowerCase().includes(keyword.toLowerCase()),
      ),
    )
    .toEqual([]);
  await expect(results.getByText(target.name)).toBeVisible();

  // A keyword nothing matches is explained, and cleared with one click.
  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzqx');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'No products match “zzqx”' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL(/\/GLOBALSHOP\?category=prints$/);
  await page.goBack();
  await page.goBack();
  await expect(results.getByText(target.name)).toBeVisible();

  // The product page.
  await results.getByRole('link', { name: target.name }).click();
  await expect(page).toHaveURL(new RegExp(`/productDetail\\?id=${target.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);
  await expect(page.getByText(yuan(target.price), { exact: true })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');

  // Favourite while signed out: the login page, then back here.
  await page.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirect=${encodeURIComponent(`/productDetail?id=${target.id}`)}$`),
  );
  await page.locator('#account').fill('demo');
  await page.locator('#password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/productDetail\\?id=${target.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);

  const heart = page.getByRole('button', { name: 'Favourite', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByRole('button', { name: 'In favourites', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: 'In favourites', exact: true })).toBeVisible();

  // Under /myColle, then removed.
  await page.goto('/myColle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My favourites');
  const saved = page.getByRole('link', { name: target.name });
  await expect(saved).toBeVisible();
  const before = await page.getByRole('button', { name: /^Remove .* from favourites$/ }).count();
  await page.getByRole('button', { name: `Remove ${target.name} from favourites` }).click();
  await expect(saved).toHaveCount(0);
  if (before === 1) {
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the art mall' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: /^Remove .* from favourites$/ })).toHaveCount(
      before - 1,
    );
  }
});

test('an unknown product shows the not-found page with one clear message', async ({ page }) => {
  await page.goto('/productDetail?id=999999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('商城里没有这件商品');
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  await page.getByRole('link', { name: '返回艺术商城' }).click();
  await expect(page).toHaveURL(/\/GLOBALSHOP$/);
});

test('the points mall shows the signed-in customer their usable points', async ({ page }) => {
  await page.goto('/PointsMall');
  const purse = page.getByRole('complementary', { name: '我的可用积分' });
  await expect(purse).toContainText('登录后查看积分');
  await purse.getByRole('link', { name: '登录' }).click();
  await page.locator('#account').fill('demo');
  await page.locator('#password').fill('Demo@12345');
  await page.getByRole('button', { name: /^登\s?录$/ }).click();
  await expect(page).toHaveURL(/\/PointsMall$/);
  await expect(purse).toContainText(/\d{1,3}(,\d{3})*/);
  await expect(
    page
      .getByRole('list', { name: '商品列表' })
      .getByText(/ 积分$/)
      .first(),
  ).toBeVisible();
});
