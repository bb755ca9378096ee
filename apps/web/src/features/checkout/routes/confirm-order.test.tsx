import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionName } from '@atelier/contract/routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { clickThrice, passClickGuard, useGuardClock } from '@/shared/testing/click-guard';
import { fakeApi } from '@/shared/testing/fake-api';
import {
  address,
  artCheckout,
  renderCheckout,
  shopConfig,
  type Address,
  type Checkout,
} from '../testing/render-checkout';
import { ConfirmOrderRoute } from './confirm-order';

const refusal = (message: string) => new RequestError(message, { code: 100 });

interface Server {
  checkout?: Checkout | Error;
  addresses?: Address[];
  /** Answers of orderCreate, one per call; the last one repeats. */
  create?: Array<{ order_id: number } | Error>;
}

function serve({
  checkout = artCheckout(),
  addresses = [address({ id: 1, is_default: true })],
  create = [],
}: Server) {
  let calls = 0;
  if (checkout instanceof Error) fakeApi.refuse('confirmOrderInfo', checkout);
  else fakeApi.answer('confirmOrderInfo', checkout);
  fakeApi.answer('userAddressList', {
    list: addresses,
    total: addresses.length,
    page: 1,
    limit: 20,
  });
  fakeApi.answer('shopConfig', shopConfig);
  fakeApi.on('orderCreate', () => {
    const answer = create[Math.min(calls, create.length - 1)];
    calls += 1;
    if (!answer) throw new Error('no answer');
    if (answer instanceof Error) throw answer;
    return { ...answer, order_no: 'A1', pay_deadline: '2026-03-01T10:30:00+08:00' };
  });
}

const createCalls = () => fakeApi.calls.mock.calls.filter(([name]) => name === 'orderCreate');
const render = (at = '/confirmOrder?cart_ids=3,4') => renderCheckout(<ConfirmOrderRoute />, at);
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-checkout' });
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('ConfirmOrderRoute', () => {
  // The first test of the file also loads the page's modules: on a busy machine that takes long.
  it(
    'shows the lines, the amounts, the points and the default address, then places the order',
    {
      timeout: 15_000,
    },
    async () => {
      serve({
        addresses: [
          address({ id: 1, is_default: true }),
          address({ id: 2, name: '周安', address: '天目山路 1 号' }),
        ],
        create: [{ order_id: 41 }],
      });
      render();

      expect(await screen.findByRole('link', { name: '星夜回响 No.7' })).toBeTruthy();
      expect(fakeApi.calls).toHaveBeenCalledWith(
        'confirmOrderInfo',
        { cart_ids: '3,4' },
        expect.objectContaining({ quietRefusal: true }),
      );
      const summary = within(screen.getByRole('region', { name: '订单金额' }));
      expect(summary.getAllByText('¥1,358.00')).toHaveLength(2);
      expect(summary.getByText('包邮')).toBeTruthy();
      expect(summary.getByText('5,000 积分')).toBeTruthy();
      expect(summary.getByText('订单完成后可得 1,358 积分。')).toBeTruthy();
      expect(summary.getByText('请在下单后 30 分钟内付款，逾期订单将自动取消。')).toBeTruthy();
      expect(await screen.findByText('艺术商城订单满 ¥199.00 免运费，本单已包邮。')).toBeTruthy();

      const radios = screen.getAllByRole('radio');
      expect(radios).toHaveLength(2);
      expect((radios[0] as HTMLInputElement).checked).toBe(true);
      expect(screen.getByText('默认')).toBeTruthy();
      await userEvent.click(screen.getByText('天目山路 1 号', { exact: false }));
      expect(summary.getByText('周安 13800000002')).toBeTruthy();

      await userEvent.type(screen.getByRole('textbox', { name: '订单备注' }), '  请周末送达 ');
      await userEvent.click(screen.getByRole('button', { name: '提交订单' }));

      await waitFor(() => expect(location()).toBe('/pay?id=41'));
      const [[, input]] = createCalls() as [[ActionName, Record<string, unknown>]];
      expect(input).toMatchObject({
        cart_ids: '3,4',
        address_id: 2,
        delivery: 'express',
        remark: '请周末送达',
      });
      expect(input.idempotency_key).toMatch(/^[\w-]{8,64}$/);
    },
  );

  it('keeps one idempotency key across a lost answer, a retry and a double click', async () => {
    serve({ create: [new RequestError('timeout'), { order_id: 42 }] });
    render('/confirmOrder?product_id=7&quantity=2');
    const submit = await screen.findByRole('button', { name: '提交订单' });
    useGuardClock();

    await userEvent.click(submit);
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(location()).toBe('/confirmOrder?product_id=7&quantity=2');
    passClickGuard();
    expect((submit as HTMLButtonElement).disabled).toBe(false);

    // The retry, clicked twice in a row: one more request, with the same key.
    await userEvent.dblClick(submit);
    await waitFor(() => expect(location()).toBe('/pay?id=42'));
    const keys = createCalls().map(
      ([, input]) => (input as { idempotency_key: string }).idempotency_key,
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(createCalls()[0]?.[1]).toMatchObject({ product_id: 7, quantity: 2 });
  });

  it('places the order once for three quick clicks, the button disabled for two seconds', async () => {
    serve({ create: [refusal('「星夜回响 No.7」库存不足，仅剩 1 件')] });
    render();
    const submit = (await screen.findByRole('button', { name: '提交订单' })) as HTMLButtonElement;
    useGuardClock();

    await clickThrice(submit);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(createCalls()).toHaveLength(1);
    expect(submit.disabled).toBe(true);
    passClickGuard();
    expect(submit.disabled).toBe(false);
  });

  it('explains a refusal of the order beside the button, and keeps the key for the retry', async () => {
    serve({ create: [refusal('「星夜回响 No.7」库存不足，仅剩 1 件'), { order_id: 43 }] });
    render();
    useGuardClock();
    await userEvent.click(await screen.findByRole('button', { name: '提交订单' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('订单未能提交');
    expect(alert.textContent).toContain('「星夜回响 No.7」库存不足，仅剩 1 件');

    passClickGuard();
    await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
    await waitFor(() => expect(location()).toBe('/pay?id=43'));
    const keys = createCalls().map(
      ([, input]) => (input as { idempotency_key: string }).idempotency_key,
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('disables the submit without an address, says why, and offers to add one', async () => {
    serve({ checkout: artCheckout({ address: null }), addresses: [] });
    render();

    expect(await screen.findByText('还没有收货地址')).toBeTruthy();
    const submit = screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    // Beside the notice that payments are tests, the reason the order cannot be placed.
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toContain(
      '请先添加收货地址再提交订单。',
    );
    expect(screen.getByRole('button', { name: '添加收货地址' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '添加收货地址' })).toBeNull();
  });

  it(
    'adds the first address in a dialog, chooses it and places the order without leaving',
    { timeout: 30_000 },
    async () => {
      serve({
        checkout: artCheckout({ address: null }),
        addresses: [],
        create: [{ order_id: 44 }],
      });
      let saved: Address[] = [];
      fakeApi.on('userAddressList', () => ({
        list: saved,
        total: saved.length,
        page: 1,
        limit: 20,
      }));
      fakeApi.on('addressCreate', (fields) => {
        saved = [address({ ...fields, id: 9, is_default: true })];
        return { id: 9 };
      });
      render();

      await userEvent.click(await screen.findByRole('button', { name: '添加收货地址' }));
      const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });
      const form = within(dialog);
      await userEvent.type(form.getByLabelText('收货人'), '沈知夏');
      await userEvent.type(form.getByLabelText('手机号码'), '13900000009');
      const region = form.getByRole('combobox', { name: '所在地区' });
      await waitFor(() => expect(region).toHaveProperty('disabled', false));
      await userEvent.click(region);
      for (const name of ['浙江省', '杭州市', '西湖区']) {
        await userEvent.click(await screen.findByTitle(name));
      }
      await userEvent.type(form.getByLabelText('详细地址'), '文三路 398 号');
      await userEvent.type(form.getByLabelText('邮政编码'), '310012');
      await userEvent.click(form.getByRole('button', { name: '保存地址' }));

      const chosen = await screen.findByRole('radio', { name: /沈知夏 13900000009/ });
      expect(chosen).toHaveProperty('checked', true);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(location()).toBe('/confirmOrder?cart_ids=3,4');

      await userEvent.click(screen.getByRole('button', { name: '提交订单' }));
      await waitFor(() => expect(location()).toBe('/pay?id=44'));
      expect(createCalls()[0]?.[1]).toMatchObject({ address_id: 9 });
    },
  );

  it('says an art order will be paid in test while the gateway moves no money', async () => {
    serve({});
    render();
    const notice = await screen.findByRole('note', { name: '测试支付' });
    expect(notice.textContent).toContain('本店目前的在线支付均为测试，不会产生任何真实扣款。');
  });

  it('shows a points order in points, and blocks it when the points do not suffice', async () => {
    serve({
      checkout: artCheckout({
        type: 'points',
        lines: [
          {
            product_id: 12,
            name: '工作室帆布袋',
            image: '/uploads/seed/product-12.png',
            price: '0.00',
            score_price: 1200,
            quantity: 2,
            line_total: '0.00',
            line_score: 2400,
            earn_score: 0,
          },
        ],
        goods_amount: '0.00',
        total_amount: '0.00',
        total_score: 2400,
        earn_score: 0,
        usable_score: 2000,
      }),
    });
    render();

    expect(await screen.findByText('积分商城订单一律包邮。')).toBeTruthy();
    expect(screen.getByText('1,200 积分')).toBeTruthy();
    const summary = within(screen.getByRole('region', { name: '订单金额' }));
    expect(summary.getAllByText('2,400 积分')).toHaveLength(2);
    expect(summary.getByRole('alert').textContent).toBe('积分不足，还差 400 积分。');
    expect((screen.getByRole('button', { name: '提交订单' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Points move no money: no word of test payments, only why the order cannot be placed.
    expect(screen.getByRole('note').textContent).toContain('积分不足');
  });

  it('explains a purchase the server refuses as it stands, with the way back', async () => {
    serve({ checkout: refusal('艺术商城与积分商城的商品需分开下单') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('该订单暂时无法提交');
    expect(alert.textContent).toContain('艺术商城与积分商城的商品需分开下单');
    expect(within(alert).getByRole('link', { name: '返回购物车' }).getAttribute('href')).toBe(
      '/cart',
    );
    expect(screen.queryByRole('button', { name: '提交订单' })).toBeNull();
  });

  it('says there is nothing to check out without a purchase in the address', () => {
    serve({});
    render('/confirmOrder');
    expect(screen.getByRole('heading', { name: '没有要结算的商品' })).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith(
      'confirmOrderInfo',
      expect.anything(),
      expect.anything(),
    );
  });

  it('tells how much more ships free, in English', async () => {
    setLang('en');
    serve({
      checkout: artCheckout({ goods_amount: '180.00', ship_fee: '12.00', total_amount: '192.00' }),
    });
    render();
    expect(
      await screen.findByText(
        'Shipping is ¥12.00 below ¥199.00; add ¥19.00 more and it ships free.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeTruthy();
  });
});
