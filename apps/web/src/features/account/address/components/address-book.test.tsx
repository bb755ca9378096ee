import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@/shared/address/get-addresses';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderInRouter } from '@/shared/testing/render-route';
import { AddressRoute } from '../routes/address';

function address(id: number, patch: Partial<Address> = {}): Address {
  return {
    id,
    name: `收件人${id}`,
    mobile: `1380000${String(id).padStart(4, '0')}`,
    province: '北京市',
    city: '市辖区',
    district: '朝阳区',
    address: `建国路 ${id} 号`,
    postal_code: '100020',
    is_default: false,
    created_at: '2026-03-01T10:00:00.000+08:00',
    ...patch,
  };
}

/** A server holding `book`, the default first as the contract lists it. */
function serve(initial: Address[]) {
  let book = initial;
  const sorted = () => [...book].sort((a, b) => Number(b.is_default) - Number(a.is_default));
  fakeApi.on('userAddressList', () => ({
    list: sorted(),
    total: book.length,
    page: 1,
    limit: 20,
  }));
  fakeApi.on('userAddressUpdate', (input) => {
    const change = input as Address;
    book = book.map((entry) =>
      entry.id === change.id
        ? { ...entry, ...change }
        : change.is_default
          ? { ...entry, is_default: false }
          : entry,
    );
    const saved = book.find((entry) => entry.id === change.id);
    if (!saved) throw new Error(`no address ${change.id}`);
    return saved;
  });
  fakeApi.on('userAddressDelete', ({ id }) => {
    book = book.filter((entry) => entry.id !== id);
    return { deleted: true };
  });
}

function render(at = '/address') {
  renderInRouter(<AddressRoute />, at);
}

const cards = () => screen.getAllByRole('listitem');

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-address' });
});

afterEach(() => useSession.getState().logout());

describe('the address page', () => {
  it('lists the addresses with the default first and marked', async () => {
    serve([address(1), address(2, { is_default: true })]);
    render();
    expect(await screen.findByText('已保存 2 / 20 个地址')).toBeTruthy();
    const [first, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('收件人2')).toBeTruthy();
    expect(within(first).getByText('默认')).toBeTruthy();
    expect(within(first).getByText('北京市 朝阳区 建国路 2 号')).toBeTruthy();
    expect(within(first).getByText('邮编 100020')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /设为默认/ })).toBeNull();
    expect(within(second).queryByText('默认')).toBeNull();
    expect(screen.getByText('每个账户最多保存 20 个地址。')).toBeTruthy();
  });

  it('makes another address the default', async () => {
    serve([address(1, { is_default: true }), address(2)]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: '将 收件人2 的地址设为默认' }));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'userAddressUpdate',
      expect.objectContaining({ id: 2, name: '收件人2', is_default: true }),
    );
    expect(await screen.findByText('已将 收件人2 的地址设为默认')).toBeTruthy();
    await waitFor(() =>
      expect(within(cards()[0] as HTMLElement).getByText('收件人2')).toBeTruthy(),
    );
    expect(within(cards()[0] as HTMLElement).getByText('默认')).toBeTruthy();
  });

  it('deletes an address after confirming, warning when it is the default', async () => {
    serve([address(1, { is_default: true }), address(2)]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: '删除 收件人1 的地址' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('删除这个地址？');
    expect(dialog.textContent).toContain('收件人1，北京市 朝阳区 建国路 1 号');
    expect(dialog.textContent).toContain('这是默认地址');
    await userEvent.click(within(dialog).getByRole('button', { name: '删 除' }));
    expect(fakeApi.calls).toHaveBeenCalledWith('userAddressDelete', { id: 1 });
    await waitFor(() => expect(screen.queryByText('收件人1')).toBeNull());
    expect(await screen.findByText('地址已删除')).toBeTruthy();
  });

  it('keeps the address when the deletion is cancelled', async () => {
    serve([address(1)]);
    render();
    await userEvent.click(await screen.findByRole('button', { name: '删除 收件人1 的地址' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '保 留' }),
    );
    expect(fakeApi.calls).not.toHaveBeenCalledWith('userAddressDelete', expect.anything());
    expect(screen.getByText('收件人1')).toBeTruthy();
  });

  it('explains the limit of 20 and stops adding at it', async () => {
    serve(
      Array.from({ length: 20 }, (_, index) => address(index + 1, { is_default: index === 0 })),
    );
    render();
    expect(await screen.findByText('已保存 20 / 20 个地址')).toBeTruthy();
    expect(screen.getByRole('button', { name: /新增地址/ })).toHaveProperty('disabled', true);
    expect(screen.getByText('已达到 20 个地址的上限，删除不再使用的地址后才能新增。')).toBeTruthy();
  });

  it('invites a first address, whose form makes it the default', async () => {
    serve([]);
    render();
    expect(await screen.findByRole('heading', { name: '还没有收货地址' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '新增地址' }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
    expect(within(dialog).getByRole('switch')).toHaveProperty('disabled', true);
    expect(within(dialog).getByText('第一个地址会自动成为默认地址。')).toBeTruthy();
  });

  it('offers the way back to the order the checkout sent the customer from', async () => {
    serve([address(1, { is_default: true })]);
    render(`/address?redirect=${encodeURIComponent('/confirmOrder?cart_ids=3')}`);
    const back = await screen.findByRole('link', { name: '返回订单' });
    expect(back.getAttribute('href')).toBe('/confirmOrder?cart_ids=3');
  });

  it('ignores a way back that leads off the site', async () => {
    serve([address(1, { is_default: true })]);
    render(`/address?redirect=${encodeURIComponent('//evil.example/')}`);
    await screen.findByText('收件人1');
    expect(screen.queryByRole('link', { name: '返回订单' })).toBeNull();
  });
});
