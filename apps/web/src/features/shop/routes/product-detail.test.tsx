import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { noteServerTime } from '@/shared/lib/server-clock';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import { card, renderShop } from '../testing/render-shop';
import { ProductDetailRoute } from './product-detail';

type Product = ActionOutput<'productInfo'>;

function product(patch: Partial<Product> = {}): Product {
  return {
    ...card({ id: 7, name: '星夜回响 No.7', price: '1280.00', earn_score: 1280, stock: 3 }),
    category_name: '限量版画',
    images: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png'],
    description: '<p>Giclée 版画，<strong>限量 30 版</strong></p><script>alert(1)</script>',
    specs: [{ name: '版数', value: '30' }],
    brand: 'Atelier',
    product_no: 'AT-PR-0007',
    gross_weight: 1250,
    age_of_use: '',
    material: '棉质艺术纸',
    size: '60 × 80 cm',
    on_sale: true,
    artisan: { id: 3, name: '林远', avatar: '' },
    is_collected: false,
    ...patch,
  };
}

function serve(info: Product | Error) {
  fakeApi.on('productInfo', () => {
    if (info instanceof Error) throw info;
    return info;
  });
  fakeApi.on('productCollection', (input) => {
    const { collected } = input as { collected: boolean };
    return { collected };
  });
  fakeApi.on('buyCarCreate', (input) => {
    const { quantity } = input as { quantity: number };
    return { id: 41, quantity };
  });
}

const render = (at = '/productDetail?id=7') => renderShop(<ProductDetailRoute />, at);
const location = () => screen.getByTestId('location').textContent;

// The buy buttons load after the product is on screen; their code is fetched here up front so
// the tests wait on the page, not on the first transform of antd.
beforeAll(async () => {
  await import('../components/buy-actions');
});

beforeEach(() => {
  setLang('zh-cn');
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('ProductDetailRoute', () => {
  it('shows the product: price, earn-points label, stock, artist, specs and safe description', async () => {
    serve(product());
    render();

    expect(await screen.findByRole('heading', { level: 1, name: '星夜回响 No.7' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'productInfo',
      { id: 7 },
      expect.objectContaining({ quietRefusal: true }),
    );
    expect(screen.getByText('¥1,280.00')).toBeTruthy();
    expect(screen.getByText('购买可得 1,280 积分')).toBeTruthy();
    expect(screen.getByText('3 件')).toBeTruthy();
    expect(screen.getByRole('link', { name: '艺术商城' }).getAttribute('href')).toBe('/GLOBALSHOP');
    expect(screen.getByRole('link', { name: '林远' }).getAttribute('href')).toBe(
      '/followDetails?id=3',
    );

    const specs = within(screen.getByRole('table'));
    const rows = specs.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      '品牌Atelier',
      '商品编号AT-PR-0007',
      '毛重1.25 kg',
      '材质棉质艺术纸',
      '尺寸60 × 80 cm',
      '版数30',
    ]);
    expect(screen.getByText('限量 30 版').tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getAllByRole('button', { name: /查看第 \d 张图片/ })).toHaveLength(3);
  });

  it('bounds the quantity by the stock', async () => {
    serve(product({ stock: 3 }));
    render();
    const stepper = await screen.findByRole('spinbutton', { name: '数量' });
    expect(stepper.getAttribute('aria-valuemin')).toBe('1');
    expect(stepper.getAttribute('aria-valuemax')).toBe('3');
    await userEvent.clear(stepper);
    await userEvent.type(stepper, '9');
    await userEvent.tab();
    expect((stepper as HTMLInputElement).value).toBe('3');
    expect(screen.getByText('最多 3 件')).toBeTruthy();
  });

  it('disables the quantity of a sold-out product and says so', async () => {
    serve(product({ stock: 0 }));
    render();
    const stepper = await screen.findByRole('spinbutton', { name: '数量' });
    expect((stepper as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('已售罄')).toBeTruthy();
    expect(screen.queryByText(/最多/)).toBeNull();
  });

  it('shows points and no earn label for a points product', async () => {
    serve(product({ type: 'points', price: '0.00', score_price: 1200, earn_score: 0 }));
    render();
    expect(await screen.findByText('1,200 积分')).toBeTruthy();
    expect(screen.queryByText(/购买可得/)).toBeNull();
  });

  it('an unknown id shows the designed not-found page with the way back', async () => {
    serve(new RequestError('商品不存在', { code: 100 }));
    render('/productDetail?id=999');
    expect(
      await screen.findByRole('heading', { level: 1, name: '商城里没有这件商品' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回艺术商城' }).getAttribute('href')).toBe(
      '/GLOBALSHOP',
    );
  });

  it('a missing or malformed id shows not-found without asking the server', async () => {
    serve(product());
    render('/productDetail');
    expect(screen.getByRole('heading', { level: 1, name: '商城里没有这件商品' })).toBeTruthy();
    render('/productDetail?id=abc');
    await waitFor(() => expect(fakeApi.calls).not.toHaveBeenCalled());
  });

  it('a failure other than not-found offers a retry', async () => {
    serve(new RequestError('请求失败'));
    render();
    // One quiet retry first, a second later, before the page gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain('页面暂时无法加载');
    serve(product());
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '星夜回响 No.7' })).toBeTruthy();
  });

  it('sends an anonymous visitor to the login page and back to this product', async () => {
    serve(product());
    render();
    await userEvent.click(await screen.findByRole('button', { name: '收藏' }));
    expect(location()).toBe('/login?redirect=%2FproductDetail%3Fid%3D7');
    expect(fakeApi.calls).not.toHaveBeenCalledWith('productCollection', expect.anything());
  });

  it('adds to favourites with the wanted state and shows it at once', async () => {
    useSession.setState({ token: 'tok-fav' });
    serve(product({ is_collected: false }));
    const { client } = render();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const heart = await screen.findByRole('button', { name: '收藏' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    useGuardClock();

    serve(product({ is_collected: true }));
    await userEvent.click(heart);
    expect(fakeApi.calls).toHaveBeenCalledWith('productCollection', {
      product_id: 7,
      collected: true,
    });
    await waitFor(() => expect(screen.getByRole('button', { name: '已收藏' })).toBeTruthy());
    expect(screen.getByRole('button', { name: '已收藏' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['productInfo'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['productCollectionList'] });

    // Taking it back: after the button's two seconds.
    passClickGuard();
    await userEvent.click(screen.getByRole('button', { name: '已收藏' }));
    expect(fakeApi.calls).toHaveBeenCalledWith('productCollection', {
      product_id: 7,
      collected: false,
    });
  });

  it('buys now with the chosen quantity, going to the order confirmation', async () => {
    useSession.setState({ token: 'tok-buy' });
    serve(product({ stock: 5 }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: '增加数量' }));
    await userEvent.click(screen.getByRole('button', { name: '增加数量' }));
    await userEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(location()).toBe('/confirmOrder?product_id=7&quantity=3');
  });

  it('adds the chosen quantity to the cart, says so and refreshes the cart', async () => {
    useSession.setState({ token: 'tok-cart' });
    serve(product({ stock: 5 }));
    const { client } = render();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: '增加数量' }));
    await userEvent.click(screen.getByRole('button', { name: /加入购物车/ }));
    expect(fakeApi.calls).toHaveBeenCalledWith('buyCarCreate', { product_id: 7, quantity: 2 });
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['buyCarList'] });

    // The toast's list lets clicks through to its notices, which happy-dom cannot tell.
    fireEvent.click(screen.getByRole('button', { name: '去购物车结算' }));
    expect(location()).toBe('/cart');
  });

  it('adds one unit for three quick clicks, the button disabled for two seconds', async () => {
    useSession.setState({ token: 'tok-cart' });
    serve(product({ stock: 5 }));
    render();
    const add = (await screen.findByRole('button', { name: /加入购物车/ })) as HTMLButtonElement;
    useGuardClock();

    await clickThrice(add);
    expect(await screen.findByText('已加入购物车')).toBeTruthy();
    expect(fakeApi.inputsOf('buyCarCreate')).toEqual([{ product_id: 7, quantity: 1 }]);
    expect(add.disabled).toBe(true);
    passClickGuard();
    expect(add.disabled).toBe(false);
  });

  it('sends a visitor who is not signed in to the login page from either button', async () => {
    serve(product());
    render();
    await userEvent.click(await screen.findByRole('button', { name: /加入购物车/ }));
    expect(location()).toBe('/login?redirect=%2FproductDetail%3Fid%3D7');
    expect(fakeApi.calls).not.toHaveBeenCalledWith('buyCarCreate', expect.anything());
  });

  it('names the buy button for points in the points mall', async () => {
    useSession.setState({ token: 'tok-points' });
    serve(product({ type: 'points', price: '0.00', score_price: 1200, earn_score: 0 }));
    render();
    await userEvent.click(await screen.findByRole('button', { name: '立即兑换' }));
    expect(location()).toBe('/confirmOrder?product_id=7&quantity=1');
  });

  it('counts down to a release on the server’s clock in place of the buttons, then offers them', async () => {
    useSession.setState({ token: 'tok-release' });
    // The server's clock is an hour ahead of the browser's: the countdown keeps to the server.
    const serverTime = Date.parse('2026-12-01T11:59:55Z');
    noteServerTime(serverTime);
    serve(product({ release_at: '2026-12-01T12:00:00.000Z' }));
    render();
    expect(await screen.findByText('2026-12-01 20:00 开售')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('00:05');
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();

    noteServerTime(serverTime + 5_000);
    expect(await screen.findByRole('button', { name: '立即购买' }, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByRole('timer')).toBeNull();
    noteServerTime(Date.now());
  });

  it('bounds the quantity by the limit per customer and says so', async () => {
    serve(product({ stock: 30, limit_per_customer: 2 }));
    render();
    expect(await screen.findByText('每人限购 2 件')).toBeTruthy();
    expect(screen.queryByText('最多 30 件')).toBeNull();
  });

  it('says the release in English, days and all', async () => {
    setLang('en');
    const serverTime = Date.parse('2026-11-29T10:00:00Z');
    noteServerTime(serverTime);
    serve(product({ release_at: '2026-12-01T12:00:00.000Z' }));
    render();
    expect(await screen.findByText('On sale at 2026-12-01 20:00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('2 days 2:00:00');
    noteServerTime(Date.now());
  });

  it('disables buying a sold-out or off-sale product and says why', async () => {
    useSession.setState({ token: 'tok-out' });
    serve(product({ stock: 0 }));
    render();
    expect(await screen.findByText('这件商品已售罄，补货后即可购买。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /加入购物车/ })).toHaveProperty('disabled', true);

    serve(product({ on_sale: false }));
    render('/productDetail?id=7');
    expect(await screen.findByText('这件商品已下架，暂时无法购买。')).toBeTruthy();
  });
});
