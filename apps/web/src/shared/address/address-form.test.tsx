import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../api/request-error';
import { setLang } from '../i18n/i18n';
import { fakeApi } from '../testing/fake-api';
import { renderWithApp } from '../testing/render-with-app';
import type { Address } from './get-addresses';
import { AddressForm } from './address-form';

const saved: Address = {
  id: 12,
  name: '林澈',
  mobile: '13800000007',
  province: '广东省',
  city: '深圳市',
  district: '南山区',
  address: '科技园南路 88 号',
  postal_code: '518000',
  is_default: true,
  created_at: '2026-03-01T10:00:00.000+08:00',
};

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={client}>
      <AddressForm address={null} onSaved={onSaved} onCancel={() => undefined} {...props} />
    </QueryClientProvider>,
  );
  return { onSaved, client };
}

async function chooseRegion(...names: string[]) {
  const box = await screen.findByRole('combobox', { name: '所在地区' });
  await waitFor(() => expect(box).toHaveProperty('disabled', false));
  await userEvent.click(box);
  for (const name of names) {
    const option = await screen.findByTitle(name);
    await userEvent.click(option);
  }
}

beforeEach(() => {
  setLang('zh-cn');
});

describe('AddressForm', () => {
  it(
    'says what is missing or malformed without asking the server',
    { timeout: 30_000 },
    async () => {
      renderForm();
      await userEvent.type(screen.getByLabelText('手机号码'), '12345');
      await userEvent.type(screen.getByLabelText('详细地址'), '8号');
      await userEvent.type(screen.getByLabelText('邮政编码'), '5180');
      await userEvent.click(screen.getByRole('button', { name: '保存地址' }));

      // Each field's rules settle on their own: under load they show one after another.
      for (const message of [
        '请填写收货人',
        '请输入正确的手机号（以 1 开头的 11 位数字）',
        '请选择省、市和区县',
        '详细地址需为 4–120 个字',
        '邮政编码为 6 位数字',
      ]) {
        expect(await screen.findByText(message)).toBeTruthy();
      }
      expect(fakeApi.calls).not.toHaveBeenCalled();
    },
  );

  it('adds an address with the region from the cascader', { timeout: 30_000 }, async () => {
    fakeApi.answer('addressCreate', { id: 31 });
    const { onSaved, client } = renderForm();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await userEvent.type(screen.getByLabelText('收货人'), ' 林澈 ');
    await userEvent.type(screen.getByLabelText('手机号码'), '13800000007');
    await chooseRegion('广东省', '深圳市', '南山区');
    await userEvent.type(screen.getByLabelText('详细地址'), '科技园南路 88 号');
    await userEvent.type(screen.getByLabelText('邮政编码'), '518000');
    await userEvent.click(screen.getByRole('switch'));
    await userEvent.click(screen.getByRole('button', { name: '保存地址' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(31));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'addressCreate',
      {
        name: '林澈',
        mobile: '13800000007',
        province: '广东省',
        city: '深圳市',
        district: '南山区',
        address: '科技园南路 88 号',
        postal_code: '518000',
        is_default: true,
      },
      { quietRefusal: true },
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['userAddressList'] });
  });

  it('makes the first address the default whatever the switch', async () => {
    fakeApi.answer('addressCreate', { id: 1 });
    renderForm({ first: true });
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true);
    expect(screen.getByText('第一个地址会自动成为默认地址。')).toBeTruthy();
  });

  it('shows the server’s refusal in the form and keeps what was typed', async () => {
    fakeApi.refuse('userAddressUpdate', new RequestError('所在地区不存在', { code: 100 }));
    fakeApi.refuse('addressCreate', new RequestError('x', { code: 100 }));
    const { onSaved } = renderForm({ address: { ...saved, is_default: false } });
    await userEvent.click(screen.getByRole('button', { name: '保存地址' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('地址未保存');
    expect(alert.textContent).toContain('所在地区不存在');
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByLabelText('收货人') as HTMLInputElement).value).toBe('林澈');
  });

  it('changes an address in place, its default staying the default', async () => {
    fakeApi.on('userAddressUpdate', (input) => ({ ...saved, address: input.address }));
    const { onSaved } = renderForm({ address: saved });
    expect(screen.getByText('广东省 / 深圳市 / 南山区')).toBeTruthy();
    expect(screen.getByRole('switch')).toHaveProperty('disabled', true);
    const detail = screen.getByLabelText('详细地址');
    await userEvent.clear(detail);
    await userEvent.type(detail, '深南大道 9988 号');
    await userEvent.click(screen.getByRole('button', { name: '保存地址' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(12));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'userAddressUpdate',
      expect.objectContaining({ id: 12, address: '深南大道 9988 号', is_default: true }),
      { quietRefusal: true },
    );
  });

  it(
    'in English lists regions with their pinyin, finds them by it, and sends the Chinese names',
    { timeout: 30_000 },
    async () => {
      setLang('en');
      fakeApi.answer('addressCreate', { id: 32 });
      const { onSaved } = renderForm();
      await userEvent.type(screen.getByLabelText('Recipient'), 'Lin Che');
      await userEvent.type(screen.getByLabelText('Mobile number'), '13800000007');
      const box = await screen.findByRole('combobox', { name: 'Region' });
      await waitFor(() => expect(box).toHaveProperty('disabled', false));
      await userEvent.click(box);
      expect(await screen.findByTitle('广东省 Guangdong')).toBeTruthy();

      await userEvent.type(box, 'nanshan');
      // The search lists whole paths, the typed part highlighted apart.
      const found = await screen.findAllByRole('menuitemcheckbox');
      const path = found.find(
        (item) => item.textContent === '广东省 Guangdong / 深圳市 Shenzhen / 南山区 Nanshan',
      );
      expect(path).toBeTruthy();
      await userEvent.click(path as HTMLElement);
      await userEvent.type(screen.getByLabelText('Street address'), '88 Keji South Road');
      await userEvent.type(screen.getByLabelText('Postal code'), '518000');
      await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

      await waitFor(() => expect(onSaved).toHaveBeenCalledWith(32));
      expect(fakeApi.inputsOf('addressCreate')[0]).toMatchObject({
        province: '广东省',
        city: '深圳市',
        district: '南山区',
      });
    },
  );
});
