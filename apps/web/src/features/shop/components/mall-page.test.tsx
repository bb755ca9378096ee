import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

// The toolbar and page numbers load after the products, when the browser is idle; their code is
// fetched here up front so the tests wait on the page, not on the first transform of antd.
beforeAll(async () => {
  await Promise.all([import('./mall-toolbar'), import('./mall-pager')]);
});
/** How long a test waits for the toolbar: it renders after the products, on a shared machine. */
const toolbarWait = { timeout: 5000 };

beforeEach(() => {
  setLang('zh-cn');
});

afterEach(() => {
  useSession.getState().logout();
});

describe('MallPage', () => {
  it('shows the art mall with its tabs, count and cards with prices and a sold-out badge', async () => {
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
    expect(
      (await screen.findAllByRole('tab', {}, toolbarWait)).map((tab) => tab.textContent),
    ).toEqual(['全部', '数字绘画', '限量版画', '艺术周边']);
    expect(productListCalls()[0]).toMatchObject({ type: 'art', sort: 'newest', page: 1 });
    expect(productListCalls()[0]).not.toHaveProperty('category_id', expect.anything());
  });

  it('filters by a category tab, keeping it in the address', async () => {
    serve(products);
    renderShop(<MallPage mall="globalShop" />);
    await screen.findByRole('list', { name: '商品列表' });

    await userEvent.click(await screen.findByRole('tab', { name: '限量版画' }, toolbarWait));
    expect(location()).toBe('/GLOBALSHOP?category=prints');
    await waitFor(() => expect(productListCalls().at(-1)).toMatchObject({ category_id: 2 }));
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
    expect(
      ((await screen.findByRole('searchbox', {}, toolbarWait)) as HTMLInputElement).value,
    ).toBe('moon');
    expect(screen.getByRole('tab', { name: '数字绘画' }).getAttribute('aria-selected')).toBe(
      'true',
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
  });

  it('searches a keyword from the search box, back to page 1', async () => {
    serve(products, 40);
    renderShop(<MallPage mall="globalShop" />, '/GLOBALSHOP?page=3');
    await screen.findByRole('list', { name: '商品列表' });
    await userEvent.type(await screen.findByRole('searchbox', {}, toolbarWait), 'Nebula{Enter}');
    expect(location()).toBe('/GLOBALSHOP?keyword=Nebula');
    await waitFor(() =>
      expect(productListCalls().at(-1)).toMatchObject({ keyword: 'Nebula', page: 1 }),
    );
  });

  it('a one-category page asks for its category and shows no tabs', async () => {
    serve([card({ id: 9, name: '帆布袋', price: '89.00' })]);
    renderShop(<MallPage mall="artPeripherals" />, '/artPeripherals');
    expect(await screen.findByText('帆布袋')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '艺术周边' })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
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
