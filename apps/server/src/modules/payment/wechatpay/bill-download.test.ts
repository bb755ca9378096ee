import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../lib/clock';
import { GatewayUnavailable, type PaymentGateway } from '../payment-gateway';
import {
  startFakeWechatpay,
  wechatpayTestKeys,
  type FakeWechatpay,
} from '../../../test/fakes/wechatpay/fake-wechatpay';
import { wechatpayClient, type WechatpayClient } from './wechatpay-client';
import { WechatpayUnavailable, WechatpayUnverified } from './wechatpay-errors';
import { wechatpayGateway } from './wechatpay-gateway';

const keys = wechatpayTestKeys();
const clock = testClock();
let fake: FakeWechatpay;
let client: WechatpayClient;
let gateway: PaymentGateway;
let sequence = 0;

beforeAll(async () => {
  fake = await startFakeWechatpay(keys, { now: clock.now });
  client = wechatpayClient({ ...fake.config, timeoutMs: 300 });
  gateway = wechatpayGateway(fake.config, 'https://shop.example.com').gateway;
});
afterAll(() => fake.close());

/** The fake books what follows at this time of `day`, in Beijing. */
function bookOn(day: string, time = '10:00') {
  clock.set(Date.parse(`${day}T${time}:00+08:00`));
}

/** Noon of the next day in Beijing: WeChat Pay has made the bill of `day`. */
function billMadeFor(day: string) {
  clock.set(Date.parse(`${day}T12:00:00+08:00`) + 86_400_000);
}

async function paidOrder(amount: number): Promise<string> {
  const outTradeNo = `AT2026${String(++sequence).padStart(8, '0')}`;
  await client.createNativeOrder({
    outTradeNo,
    description: 'Atelier - 数字版画 №3',
    amount,
    expiresAt: clock.now() + 15 * 60_000,
    notifyUrl: 'https://shop.example.com/api/payment/wechat/notify',
  });
  fake.pay(outTradeNo);
  return outTradeNo;
}

async function refund(outTradeNo: string, amount: number, total: number) {
  const outRefundNo = `R${outTradeNo}-${amount}`;
  await client.refund({ outTradeNo, outRefundNo, amount, total });
  return outRefundNo;
}

const transactionId = (outTradeNo: string) => fake.orders.get(outTradeNo)?.transactionId;

describe('a day’s trade bill', () => {
  it('reads every payment and refund booked that day, in fen, and nothing of another day', async () => {
    bookOn('2026-03-01', '09:00');
    const tiny = await paidOrder(1);
    bookOn('2026-03-01', '10:00');
    const large = await paidOrder(123_456);
    bookOn('2026-03-01', '11:00');
    const refunded = await refund(large, 123_456, 123_456);
    fake.settleRefund(refunded);
    bookOn('2026-03-01', '12:00');
    const partly = await paidOrder(5_000);
    bookOn('2026-03-01', '13:00');
    const underWay = await refund(partly, 2_000, 5_000);
    // The next day's payment is on the next day's bill only.
    bookOn('2026-03-02', '00:30');
    await paidOrder(700);
    billMadeFor('2026-03-01');

    expect(await gateway.downloadBill?.('2026-03-01')).toEqual([
      {
        kind: 'payment',
        sessionId: tiny,
        refundNo: '',
        tradeNo: transactionId(tiny),
        amount: 1,
        status: 'paid',
      },
      {
        kind: 'payment',
        sessionId: large,
        refundNo: '',
        tradeNo: transactionId(large),
        amount: 123_456,
        status: 'paid',
      },
      {
        kind: 'refund',
        sessionId: large,
        refundNo: refunded,
        tradeNo: transactionId(large),
        amount: 123_456,
        status: 'refunded',
      },
      {
        kind: 'payment',
        sessionId: partly,
        refundNo: '',
        tradeNo: transactionId(partly),
        amount: 5_000,
        status: 'paid',
      },
      {
        kind: 'refund',
        sessionId: partly,
        refundNo: underWay,
        tradeNo: transactionId(partly),
        amount: 2_000,
        status: 'refunding',
      },
    ]);
    const [ask, download] = fake.received.slice(-2);
    expect(ask).toMatchObject({
      method: 'GET',
      url: '/v3/bill/tradebill?bill_date=2026-03-01&bill_type=ALL',
      signed: true,
    });
    expect(download).toMatchObject({ method: 'GET', signed: true });
    expect(download?.url).toMatch(/^\/v3\/billdownload\/file\?token=[\w-]+$/);
  });

  it('brings a line the provider changed, added or dropped', async () => {
    bookOn('2026-03-03');
    const changed = await paidOrder(9_900);
    const dropped = await paidOrder(1_000);
    const failed = await refund(changed, 900, 9_900);
    const day = '2026-03-03';
    fake.editBill(day, (rows) => rows.filter((row) => row.outTradeNo !== dropped));
    fake.editBill(day, (rows) =>
      rows.map((row) =>
        row.outTradeNo === changed && row.tradeState === 'SUCCESS'
          ? { ...row, amount: 9_800 }
          : row,
      ),
    );
    fake.editBill(day, (rows) =>
      rows.map((row) => (row.outRefundNo === failed ? { ...row, refundStatus: 'ABNORMAL' } : row)),
    );
    fake.editBill(day, (rows) => [
      ...rows,
      {
        time: Date.parse(`${day}T23:59:00+08:00`),
        transactionId: '4200002817202603034830316999',
        outTradeNo: 'AT_UNKNOWN_TO_SHOP',
        tradeType: 'NATIVE',
        tradeState: 'SUCCESS',
        amount: 4_321,
        refundId: '',
        outRefundNo: '',
        refundAmount: 0,
        refundStatus: '',
        description: 'Atelier',
      },
    ]);
    billMadeFor('2026-03-03');

    expect(await gateway.downloadBill?.('2026-03-03')).toEqual([
      expect.objectContaining({ kind: 'payment', sessionId: changed, amount: 9_800 }),
      expect.objectContaining({ kind: 'refund', refundNo: failed, status: 'refund_failed' }),
      {
        kind: 'payment',
        sessionId: 'AT_UNKNOWN_TO_SHOP',
        refundNo: '',
        tradeNo: '4200002817202603034830316999',
        amount: 4_321,
        status: 'paid',
      },
    ]);
  });

  it('is empty for a day WeChat Pay booked nothing (NO_STATEMENT_EXIST)', async () => {
    billMadeFor('2026-02-14');
    expect(await gateway.downloadBill?.('2026-02-14')).toEqual([]);
    expect(fake.received.at(-1)?.url).toBe('/v3/bill/tradebill?bill_date=2026-02-14&bill_type=ALL');
  });

  it('is unavailable while WeChat Pay is still making the bill (STATEMENT_CREATING)', async () => {
    bookOn('2026-03-05', '15:00');
    await paidOrder(100);
    bookOn('2026-03-06', '08:00');
    const early = await client.tradeBill('2026-03-05').catch((e: unknown) => e);
    expect(early).toBeInstanceOf(WechatpayUnavailable);
    expect(early).toMatchObject({ cause: { code: 'STATEMENT_CREATING' } });
    await expect(gateway.downloadBill?.('2026-03-05')).rejects.toBeInstanceOf(GatewayUnavailable);
    billMadeFor('2026-03-05');
    expect(await gateway.downloadBill?.('2026-03-05')).toHaveLength(1);
  });

  it('is unavailable on a 5xx or no answer, at the bill or at its download', async () => {
    bookOn('2026-03-07');
    await paidOrder(100);
    billMadeFor('2026-03-07');
    fake.failNext({ status: 500, code: 'SYSTEM_ERROR', message: '系统错误' });
    await expect(gateway.downloadBill?.('2026-03-07')).rejects.toBeInstanceOf(GatewayUnavailable);
    fake.failNextDownload({ status: 502, code: 'SYSTEM_ERROR' });
    await expect(gateway.downloadBill?.('2026-03-07')).rejects.toBeInstanceOf(GatewayUnavailable);
    fake.failNextDownload('hang');
    await expect(client.tradeBill('2026-03-07')).rejects.toBeInstanceOf(WechatpayUnavailable);
    expect(await gateway.downloadBill?.('2026-03-07')).toHaveLength(1);
  });

  it('refuses a file whose SHA1 is not the one the signed answer gave', async () => {
    bookOn('2026-03-08');
    await paidOrder(100);
    billMadeFor('2026-03-08');
    fake.failNextDownload('tamper');
    const error = await client.tradeBill('2026-03-08').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WechatpayUnverified);
    expect(error).toMatchObject({ code: 'BILL_HASH_MISMATCH' });
    fake.failNextDownload('tamper');
    await expect(gateway.downloadBill?.('2026-03-08')).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('asks nothing for a day that is not a calendar day', async () => {
    const before = fake.received.length;
    for (const day of ['2026-02-30', '2026-3-1', '2026-03-01&bill_type=REFUND']) {
      await expect(client.tradeBill(day)).rejects.toThrow(RangeError);
    }
    expect(fake.received.length).toBe(before);
  });
});
