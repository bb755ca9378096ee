import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { card, renderShop } from '../testing/render-shop';
import { FavouritesList } from './favourites-list';

type FavouritePage = ActionOutput<'productCollectionList'>;

const saved: FavouritePage['list'] = [
  {
    id: 11,
    product_id: 1,
    created_at: '2026-05-02T10:00:00.000+08:00',
    product: card({ id: 1, name: '星夜回响', price: '12800.00' }),
  },
  {
    id: 12,
    product_id: 5,
    created_at: '2026-05-01T10:00:00.000+08:00',
    product: card({
      id: 5,
      name: '签名明信片',
      type: 'points',
      price: '0.00',
      score_price: 1200,
      stock: 0,
    }),
  },
];

/** A server whose favourites are `rows`; a removal takes the product out of them. */
function serve(rows: FavouritePage['list']) {
  let current = [...rows];
  fakeApi.on('productCollectionList', () => ({
    list: current,
    total: current.length,
    page: 1,
    limit: 10,
  }));
  fakeApi.on('productCollection', (input) => {
    const { product_id } = input as { product_id: number };
    current = current.filter((row) => row.product_id !== product_id);
    return { collected: false };
  });
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-colle' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('FavouritesList', () => {
  it('lists favourites with price, link and date, and removes one', async () => {
    serve(saved);
    renderShop(<FavouritesList />, '/myColle');

    expect(await screen.findByText('已收藏 2 件商品')).toBeTruthy();
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('link', { name: '星夜回响' }).getAttribute('href')).toBe(
      '/productDetail?id=1',
    );
    expect(first.getByText('¥12,800.00')).toBeTruthy();
    expect(first.getByText('收藏于 2026-05-02')).toBeTruthy();
    const second = within(rows[1] as HTMLElement);
    expect(second.getByText('1,200 积分')).toBeTruthy();
    expect(second.getByText('已售罄')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '从收藏中移除星夜回响' }));
    expect(fakeApi.calls).toHaveBeenCalledWith('productCollection', {
      product_id: 1,
      collected: false,
    });
    await waitFor(() => expect(screen.queryByText('星夜回响')).toBeNull());
    expect(screen.getByText('已收藏 1 件商品')).toBeTruthy();
  });

  it('shows an empty state leading to the art mall', async () => {
    serve([]);
    renderShop(<FavouritesList />, '/myColle');
    expect(await screen.findByRole('heading', { name: '还没有收藏' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '去逛艺术商城' }).getAttribute('href')).toBe(
      '/GLOBALSHOP',
    );
  });
});
