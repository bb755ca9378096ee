import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { artCategories, card, renderShop, type ProductCard } from '../testing/render-shop';
import { MallPage } from './mall-page';

const products: ProductCard[] = [
  card({ id: 1, name: '星夜回响', price: '12800.00', stock: 3 }),
  card({ id: 2, name: '海雾', price: '128.00', stock: 0 }),
];

/** Answers the mall's actions; productList from `list` whatever it is asked. */
function serve(list: ProductCard[], total = list.length) {
  fakeApi.answer('productCategory', artCategories);
  fakeApi.answer('productList', { list, total, page: 1, limit: 12 });
}

const productListCalls = () => fakeApi.inputsOf('productList');

const location = () => screen.getByTestId('location').textContent;

/** The cards on screen, in order, each as the product's name when it is one of `names`. */
const cardNames = (names = ['星夜回响', '海雾', '潮汐版画', '第十三件']) =>
  within(screen.getByRole('list', { name: '商品列表' }))
    .getAllByRole('listitem')
    .map((item) => names.find((name) => item.textContent?.includes(name)));

/** The category buttons, by name. */
const categoryRow = () => screen.getByRole('group', { name: '商品分类' });

beforeEach(() => {
  setLang('zh-cn');
});

afterEach(() => {
  useSession.getState().logout();
});

describe('MallPage', () => {
  it('shows the art mall with its categories, count and cards with prices and a sold-out badge', async () => {
    serve(products, 14);
    renderShop(<MallPage mall="globalShop" />);

    expect(screen.getByRole('heading', { level: 1, name: '艺术商城' })).toBeTruthy();
    const grid = await screen.findByRole('list', { name: '商品列表' });
    const cards = within(grid).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('星夜回响');
    expect(cards[0]?.textContent).toContain('¥12,800.00');
    expect(cards[0]?.textContent).toContain('仅剩 3 件');
    expect(cards[1]?.textContent).toContain('¥128.00');
    expect(cards[1]?.textContent).toContain('已售罄');
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/productDetail?id=1');
    expect(screen.getByText('共 14 件商品')).toBeTruthy();
    const row = categoryRow();
    expect(
      within(row)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['全部', '数字绘画', '限量版画', '艺术周边']);
    expect(within(row).getByRole('button', { name: '全部' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(productListCalls()[0]).toMatchObject({ type: 'art', sort: 'newest', page: 1 });
    expect(productListCalls()[0]).not.toHaveProperty('category_id', expect.anything());
  });

  it('lists a chosen category, keeping it in the address', async () => {
    serve(products);
    renderShop(<MallPage mall="globalShop" />);
    await screen.findByText('星夜回响');

    fakeApi.answer('productList', {
      list: [card({ id: 7, name: '潮汐版画', price: '880.00' })],
      total: 1,
      page: 1,
      limit: 12,
    });
    const prints = within(categoryRow()).getByRole('button', { name: '限量版画' });
    await userEvent.click(prints);
    expect(location()).toBe('/GLOBALSHOP?category=prints');
    expect(prints.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(cardNames()).toEqual(['潮汐版画']));
    expect(productListCalls().at(-1)).toMatchObject({ category_id: 2, page: 1 });
  });

  it('sorts with the sort menu and turns to page 2, keeping both in the address', async () => {
    serve(products, 14);
    renderShop(<MallPage mall="globalShop" />);
    await screen.findByText('星夜回响');
    // No page numbers past the cards until there is more than a page: here there is.
    const pages = screen.getByRole('navigation', { name: '分页' });
    expect(
      within(pages).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current'),
    ).toBe('page');

    fakeApi.answer('productList', {
      list: [...products].reverse(),
      total: 14,
      page: 1,
      limit: 12,
    });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '排序' }), '价格从低到高');
    expect(location()).toBe('/GLOBALSHOP?sort=price_asc');
    await waitFor(() => expect(cardNames()).toEqual(['海雾', '星夜回响']));

    fakeApi.answer('productList', {
      list: [card({ id: 13, name: '第十三件', price: '20000.00' })],
      total: 14,
      page: 2,
      limit: 12,
    });
    await userEvent.click(within(pages).getByRole('button', { name: '下一页' }));
    expect(location()).toBe('/GLOBALSHOP?sort=price_asc&page=2');
    await waitFor(() => expect(cardNames()).toEqual(['第十三件']));
    expect(productListCalls().at(-1)).toMatchObject({ sort: 'price_asc', page: 2 });
    expect(
      within(pages).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current'),
    ).toBe('page');
  });

  it('shows no page numbers when everything fits on one page', async () => {
    serve(products, 2);
    renderShop(<MallPage mall="globalShop" />);
    await screen.findByText('星夜回响');
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('reads category, keyword, sort and page from the address', async () => {
    serve(products, 40);
    renderShop(
      <MallPage mall="globalShop" />,
      '/GLOBALSHOP?category=paintings&keyword=moon&sort=price_asc&page=2',
    );
    await screen.findByRole('list', { name: '商品列表' });
    expect(productListCalls().at(-1)).toEqual({
      type: 'art',
      category_id: 1,
      keyword: 'moon',
      sort: 'price_asc',
      page: 2,
      limit: 12,
    });
    expect((screen.getByRole('searchbox', { name: '搜索商品' }) as HTMLInputElement).value).toBe(
      'moon',
    );
    expect(
      within(categoryRow()).getByRole('button', { name: '数字绘画' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(
      (screen.getByRole('combobox', { name: '排序' }) as HTMLSelectElement).selectedOptions[0]
        ?.textContent,
    ).toBe('价格从低到高');
    expect(screen.getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('explains an empty search and clears it', async () => {
    serve([]);
    renderShop(<MallPage mall="globalShop" />, '/GLOBALSHOP?keyword=xyz');

    expect(await screen.findByRole('heading', { name: '没有与“xyz”匹配的商品' })).toBeTruthy();
    serve(products);
    await userEvent.click(screen.getByRole('button', { name: '清除搜索' }));
    expect(location()).toBe('/GLOBALSHOP');
    expect(await screen.findByText('星夜回响')).toBeTruthy();
    // The box follows the address.
    expect((screen.getByRole('searchbox', { name: '搜索商品' }) as HTMLInputElement).value).toBe(
      '',
    );
  });

  it("clears the keyword with the search box's clear button", async () => {
    serve(products);
    renderShop(<MallPage mall="globalShop" />, '/GLOBALSHOP?category=prints&keyword=moon');
    await screen.findByText('星夜回响');
    const box = screen.getByRole('searchbox', { name: '搜索商品' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: '清空关键词' }));
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
    expect(location()).toBe('/GLOBALSHOP?category=prints');
    await waitFor(() => expect(productListCalls().at(-1)).not.toMatchObject({ keyword: 'moon' }));
    expect(productListCalls().at(-1)).toMatchObject({ category_id: 2 });
    expect(screen.queryByRole('button', { name: '清空关键词' })).toBeNull();
  });

  it('searches a keyword from the search box, back to page 1', async () => {
    serve(products, 40);
    renderShop(<MallPage mall="globalShop" />, '/GLOBALSHOP?page=3');
    await screen.findByRole('list', { name: '商品列表' });
    const box = screen.getByRole('searchbox', { name: '搜索商品' });
    expect(box.getAttribute('maxlength')).toBe('50');
    await userEvent.type(box, 'Nebula{Enter}');
    expect(location()).toBe('/GLOBALSHOP?keyword=Nebula');
    await waitFor(() =>
      expect(productListCalls().at(-1)).toMatchObject({ keyword: 'Nebula', page: 1 }),
    );
    // The search button does the same.
    await userEvent.clear(box);
    await userEvent.type(box, '  Moon ');
    await userEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(location()).toBe('/GLOBALSHOP?keyword=Moon');
    expect(within(screen.getByRole('search')).getByRole('searchbox')).toBe(box);
  });

  it('a one-category page asks for its category and shows no category row', async () => {
    serve([card({ id: 9, name: '帆布袋', price: '89.00' })]);
    renderShop(<MallPage mall="artPeripherals" />, '/artPeripherals');
    expect(await screen.findByText('帆布袋')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '艺术周边' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: '商品分类' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: '搜索商品' })).toBeTruthy();
    expect(productListCalls().at(-1)).toMatchObject({ type: 'art', category_id: 4 });
    expect(screen.getByRole('link', { name: /艺术商城/ }).getAttribute('href')).toBe('/GLOBALSHOP');
  });

  it('shows points prices and asks an anonymous visitor to sign in to see their points', async () => {
    serve([
      card({ id: 5, name: '艺术家签名明信片', type: 'points', price: '0.00', score_price: 1200 }),
    ]);
    renderShop(<MallPage mall="pointsMall" />, '/PointsMall');
    expect(await screen.findByText('1,200 积分')).toBeTruthy();
    const purse = screen.getByRole('complementary', { name: '我的可用积分' });
    expect(within(purse).getByRole('link', { name: '登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2FPointsMall',
    );
  });

  it('shows a designed error with a retry', async () => {
    fakeApi.answer('productCategory', artCategories);
    fakeApi.refuse('productList', new Error('offline'));
    renderShop(<MallPage mall="globalShop" />);
    expect((await screen.findByRole('alert')).textContent).toContain('页面暂时无法加载');
    serve(products);
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('星夜回响')).toBeTruthy();
  });
});
