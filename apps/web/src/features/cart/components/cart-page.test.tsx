import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '@/shared/cart/cart-query';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { CartRoute } from '../routes/cart';
import { cartLine, renderCart } from '../testing/render-cart';

/** A server holding `lines`: updates and deletes change what the next list returns. */
function serve(initial: CartLine[]) {
  let lines = initial;
  fakeApi.on('buyCarList', () => lines);
  fakeApi.on('buyCarUpdate', (input) => {
    const { id, quantity } = input as { id: number; quantity: number };
    const line = lines.find((candidate) => candidate.id === id);
    if (!line) throw new Error('no such line');
    const saved = cartLine(id, line.product, quantity);
    lines = lines.map((candidate) => (candidate.id === id ? saved : candidate));
    return saved;
  });
  fakeApi.on('buyCarDelete', (input) => {
    const { ids } = input as { ids: number[] };
    lines = lines.filter((line) => !ids.includes(line.id));
    return { deleted: ids.length };
  });
}

const print = cartLine(1, { name: '星夜回响 No.7', price: '1280.00', stock: 5 }, 2);
const poster = cartLine(2, { name: '城市光谱海报', price: '0.10', stock: 50 }, 3);
const mug = cartLine(
  3,
  { name: '工坊马克杯', type: 'points', price: '0.00', score_price: 1200 },
  1,
);
const gone = cartLine(4, { name: '绝版画册', on_sale: false });
const soldOut = cartLine(5, { name: '签名版画', stock: 0 });
const scarce = cartLine(6, { name: '丝巾', price: '50.00', stock: 2 }, 4);

const render = () => renderCart(<CartRoute />);
const location = () => screen.getByTestId('location').textContent;
const total = () => screen.getByText('合计').parentElement?.textContent;
const select = (name: string) =>
  userEvent.click(screen.getByRole('checkbox', { name: `选择 ${name}` }));

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-cart' });
});

afterEach(() => useSession.getState().logout());

describe('the cart page', () => {
  it('lists the lines by mall with picture, link, unit price, quantity and line total', async () => {
    serve([print, mug, poster]);
    render();

    expect(await screen.findByRole('heading', { level: 1, name: '购物车' })).toBeTruthy();
    expect(await screen.findByText('共 6 件商品')).toBeTruthy();
    const art = within(screen.getByRole('region', { name: /艺术商城/ }));
    const points = within(screen.getByRole('region', { name: /积分商城/ }));
    expect(art.getAllByRole('listitem')).toHaveLength(2);
    expect(points.getAllByRole('listitem')).toHaveLength(1);

    const row = within(art.getAllByRole('listitem')[0] as HTMLElement);
    expect(row.getByRole('link', { name: '星夜回响 No.7' }).getAttribute('href')).toBe(
      '/productDetail?id=101',
    );
    expect(row.getByText('¥1,280.00')).toBeTruthy();
    expect(row.getByText('¥2,560.00')).toBeTruthy();
    expect(
      (row.getByRole('spinbutton', { name: '星夜回响 No.7 的数量' }) as HTMLInputElement).value,
    ).toBe('2');
    expect(points.getAllByText('1,200 积分')).toHaveLength(2);
  });

  it('adds up the selection exactly, and select all takes only what can be bought', async () => {
    serve([print, poster, gone, soldOut]);
    render();
    await screen.findByText('星夜回响 No.7');
    expect(total()).toBe('合计¥0.00');

    await select('城市光谱海报');
    expect(total()).toBe('合计¥0.30');
    await select('星夜回响 No.7');
    expect(total()).toBe('合计¥2,560.30');
    expect(screen.getByText('已选 5 件')).toBeTruthy();

    await select('星夜回响 No.7');
    await select('城市光谱海报');
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    expect(total()).toBe('合计¥2,560.30');
    expect(screen.getByRole('checkbox', { name: '选择 绝版画册' })).toHaveProperty(
      'checked',
      false,
    );
    expect(screen.getByRole('checkbox', { name: '选择 绝版画册' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('checkbox', { name: '选择 签名版画' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('已下架')).toBeTruthy();
    expect(screen.getByText('已售罄')).toBeTruthy();
  });

  it('explains a selection that mixes both malls and does not check it out', async () => {
    serve([print, mug]);
    render();
    await screen.findByText('星夜回响 No.7');
    await select('星夜回响 No.7');
    await select('工坊马克杯');
    expect(total()).toBe('合计¥2,560.00+ 1,200 积分');
    expect(screen.getByText(/一个订单只能包含同一商城的商品/)).toBeTruthy();
    expect(screen.getByText('艺术商城与积分商城的商品需要分开结算')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /去结算/ }));
    expect(location()).toBe('/cart');

    await select('星夜回响 No.7');
    expect(screen.queryByText(/一个订单只能包含同一商城的商品/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /去结算/ }));
    expect(location()).toBe('/confirmOrder?cart_ids=3');
  });

  it('checks out the selected lines in cart order', async () => {
    serve([print, poster]);
    render();
    await screen.findByText('星夜回响 No.7');
    await select('城市光谱海报');
    await select('星夜回响 No.7');
    await userEvent.click(screen.getByRole('button', { name: '去结算（5）' }));
    expect(location()).toBe('/confirmOrder?cart_ids=1,2');
  });

  it('says that no items are selected instead of checking out an empty selection', async () => {
    serve([print]);
    render();
    await screen.findByText('星夜回响 No.7');
    await userEvent.click(screen.getByRole('button', { name: '去结算' }));
    expect(await screen.findByText('未选择商品')).toBeTruthy();
    expect(location()).toBe('/cart');
  });

  it('saves a quantity change and the totals follow it', async () => {
    serve([print]);
    const { client } = render();
    await screen.findByText('星夜回响 No.7');
    await select('星夜回响 No.7');
    await userEvent.click(screen.getByRole('button', { name: '增加星夜回响 No.7 的数量' }));
    expect(total()).toBe('合计¥3,840.00');
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('buyCarUpdate', { id: 1, quantity: 3 }),
    );
    await waitFor(() =>
      expect(client.getQueryData(['buyCarList', 'tok-cart', 'zh-cn'])).toEqual([
        expect.objectContaining({ id: 1, quantity: 3 }),
      ]),
    );
    expect(screen.getByText('共 3 件商品')).toBeTruthy();
  });

  it('bounds the stepper by the stock and offers to lower a line above it', async () => {
    serve([scarce]);
    render();
    await screen.findByText('丝巾');
    expect(screen.getByText('仅剩 2 件')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: '选择 丝巾' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: '改为 2 件' }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('buyCarUpdate', { id: 6, quantity: 2 }),
    );
    expect(await screen.findByRole('checkbox', { name: '选择 丝巾' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(screen.queryByText('仅剩 2 件')).toBeNull();
    expect(screen.getByRole('button', { name: '增加丝巾 的数量' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('最多 2 件')).toBeTruthy();
  });

  it('deletes one line after confirming', async () => {
    serve([print, poster]);
    render();
    await screen.findByText('星夜回响 No.7');
    await userEvent.click(screen.getByRole('button', { name: '从购物车删除 城市光谱海报' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('从购物车删除这件商品？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    await waitFor(() => expect(fakeApi.calls).toHaveBeenCalledWith('buyCarDelete', { ids: [2] }));
    await waitFor(() => expect(screen.queryByText('城市光谱海报')).toBeNull());
    expect(screen.getByText('星夜回响 No.7')).toBeTruthy();
  });

  it('deletes the selected lines together', async () => {
    serve([print, poster, mug]);
    render();
    await screen.findByText('星夜回响 No.7');
    await userEvent.click(screen.getByRole('checkbox', { name: '全选艺术商城的商品' }));
    await userEvent.click(screen.getAllByRole('button', { name: '删除选中' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('删除选中的 2 件商品？');
    await userEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('buyCarDelete', { ids: [1, 2] }),
    );
    await waitFor(() => expect(screen.queryByText('星夜回响 No.7')).toBeNull());
    expect(screen.getByText('工坊马克杯')).toBeTruthy();
    expect(total()).toBe('合计¥0.00');
  });

  it('shows a designed empty cart with the way to both malls', async () => {
    serve([]);
    render();
    expect(await screen.findByRole('heading', { name: '购物车还是空的' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '逛逛艺术商城' }).getAttribute('href')).toBe(
      '/GLOBALSHOP',
    );
    expect(screen.getByRole('link', { name: '去积分商城' }).getAttribute('href')).toBe(
      '/PointsMall',
    );
  });
});
