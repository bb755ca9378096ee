import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../lib/clock';
import { GatewayUnavailable, type PaymentGateway } from '../payment-gateway';
import { alipayClient, type AlipayClient } from './alipay-client';
import { AlipayAnswerError, AlipayRefusedError, AlipayUnavailableError } from './alipay-errors';
import { alipayGateway } from './alipay-gateway';
import {
  rsaKeyPair,
  startFakeAlipay,
  type FakeAlipay,
} from '../../../test/fakes/alipay/fake-alipay';

const APP_ID = '2021000000000001';
const app = rsaKeyPair();
const alipay = rsaKeyPair();
const clock = testClock();
let fake: FakeAlipay;
let client: AlipayClient;
let gateway: PaymentGateway;
let orderCount = 0;

beforeAll(async () => {
  fake = await startFakeAlipay({
    appId: APP_ID,
    appPublicKey: app.publicKey,
    alipayPrivateKey: alipay.privateKey,
    now: clock.now,
  });
  const merchant = {
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: alipay.publicKey,
    gateway: fake.gateway,
  };
  client = alipayClient({
    ...merchant,
    notifyUrl: 'https://shop.example.com/api/payment/alipay/notify',
    timeoutMs: 300,
    clock,
  });
  gateway = alipayGateway(merchant, 'https://shop.example.com', clock).gateway;
});
afterAll(() => fake.close());

/** The fake books what follows at this time of `day`, in Beijing. */
function bookOn(day: string, time = '10:00') {
  clock.set(Date.parse(`${day}T${time}:00+08:00`));
}

/** Noon of the next day in Beijing: Alipay has made the bill of `day`. */
function billMadeFor(day: string) {
  clock.set(Date.parse(`${day}T12:00:00+08:00`) + 86_400_000);
}

async function paidOrder(amountFen: number): Promise<string> {
  orderCount += 1;
  const outTradeNo = `A2025${String(orderCount).padStart(8, '0')}`;
  await client.precreate({
    outTradeNo,
    subject: `Atelier 订单 ${outTradeNo}`,
    amountFen,
    expiresAt: clock.now() + 15 * 60_000,
  });
  fake.payWithoutNotice(outTradeNo);
  return outTradeNo;
}

async function refund(outTradeNo: string, amountFen: number): Promise<string> {
  const outRequestNo = `${outTradeNo}-R${amountFen}`;
  await client.refund({ outTradeNo, outRequestNo, amountFen });
  return outRequestNo;
}

const tradeNo = (outTradeNo: string) => fake.trades.get(outTradeNo)?.tradeNo;

describe('a day’s trade bill', () => {
  it('reads every payment and refund booked that day, in fen, and nothing of another day', async () => {
    bookOn('2025-03-01', '09:00');
    const tiny = await paidOrder(1);
    bookOn('2025-03-01', '10:00');
    const large = await paidOrder(123_456);
    bookOn('2025-03-01', '11:00');
    const back = await refund(large, 123_456);
    bookOn('2025-03-01', '23:59');
    const partly = await paidOrder(5_000);
    // Refunded after midnight: on the next day's bill only.
    bookOn('2025-03-02', '00:01');
    await refund(partly, 2_000);
    billMadeFor('2025-03-01');

    expect(await gateway.downloadBill?.('2025-03-01')).toEqual([
      {
        kind: 'payment',
        sessionId: tiny,
        refundNo: '',
        tradeNo: tradeNo(tiny),
        amount: 1,
        status: 'paid',
      },
      {
        kind: 'payment',
        sessionId: large,
        refundNo: '',
        tradeNo: tradeNo(large),
        amount: 123_456,
        status: 'paid',
      },
      {
        kind: 'refund',
        sessionId: large,
        refundNo: back,
        tradeNo: tradeNo(large),
        amount: 123_456,
        status: 'refunded',
      },
      {
        kind: 'payment',
        sessionId: partly,
        refundNo: '',
        tradeNo: tradeNo(partly),
        amount: 5_000,
        status: 'paid',
      },
    ]);
    expect(fake.received.at(-1)).toMatchObject({
      method: 'alipay.data.dataservice.bill.downloadurl.query',
      biz: { bill_type: 'trade', bill_date: '2025-03-01' },
    });
    expect(fake.received.at(-1)?.refused).toBeUndefined();
    billMadeFor('2025-03-02');
    expect(await gateway.downloadBill?.('2025-03-02')).toEqual([
      expect.objectContaining({ kind: 'refund', sessionId: partly, amount: 2_000 }),
    ]);
  });

  it('brings a line the provider changed, added or dropped', async () => {
    const day = '2025-03-03';
    bookOn(day);
    const changed = await paidOrder(9_900);
    const dropped = await paidOrder(1_000);
    fake.editBill(day, (rows) => rows.filter((row) => row.outTradeNo !== dropped));
    fake.editBill(day, (rows) =>
      rows.map((row) => (row.outTradeNo === changed ? { ...row, amount: 9_800 } : row)),
    );
    fake.editBill(day, (rows) => [
      ...rows,
      {
        tradeNo: '2025030322001411251431529999',
        outTradeNo: changed,
        type: '退款',
        subject: 'Atelier',
        createdAt: Date.parse(`${day}T23:00:00+08:00`),
        finishedAt: Date.parse(`${day}T23:00:00+08:00`),
        amount: -4_321,
        outRequestNo: 'REFUND-UNKNOWN-TO-SHOP',
      },
    ]);
    billMadeFor(day);

    expect(await gateway.downloadBill?.(day)).toEqual([
      expect.objectContaining({ kind: 'payment', sessionId: changed, amount: 9_800 }),
      {
        kind: 'refund',
        sessionId: changed,
        refundNo: 'REFUND-UNKNOWN-TO-SHOP',
        tradeNo: '2025030322001411251431529999',
        amount: 4_321,
        status: 'refunded',
      },
    ]);
  });

  it('is empty for a day Alipay booked nothing (isp.bill_not_exist)', async () => {
    billMadeFor('2025-02-14');
    expect(await gateway.downloadBill?.('2025-02-14')).toEqual([]);
    expect(fake.received.at(-1)?.refused).toBe('isp.bill_not_exist');
  });

  it('is unavailable while Alipay has not made the bill yet', async () => {
    bookOn('2025-03-05', '15:00');
    await paidOrder(100);
    bookOn('2025-03-06', '08:00');
    const early = await client.tradeBill('2025-03-05').catch((e: unknown) => e);
    expect(early).toBeInstanceOf(AlipayUnavailableError);
    expect(early).toMatchObject({ cause: { subCode: 'isv.invalid_arguments' } });
    await expect(gateway.downloadBill?.('2025-03-05')).rejects.toBeInstanceOf(GatewayUnavailable);
    billMadeFor('2025-03-05');
    expect(await gateway.downloadBill?.('2025-03-05')).toHaveLength(1);
  });

  it('is unavailable on a 5xx or no answer, at the gateway or at the download', async () => {
    bookOn('2025-03-07');
    await paidOrder(100);
    billMadeFor('2025-03-07');
    fake.failNext({ kind: 'status', status: 502 });
    await expect(gateway.downloadBill?.('2025-03-07')).rejects.toBeInstanceOf(GatewayUnavailable);
    fake.failNextDownload({ kind: 'status', status: 503 });
    await expect(gateway.downloadBill?.('2025-03-07')).rejects.toBeInstanceOf(GatewayUnavailable);
    fake.failNextDownload({ kind: 'hang' });
    await expect(client.tradeBill('2025-03-07')).rejects.toBeInstanceOf(AlipayUnavailableError);
    fake.failNext({ kind: 'hang' });
    await expect(client.tradeBill('2025-03-07')).rejects.toBeInstanceOf(AlipayUnavailableError);
    expect(await gateway.downloadBill?.('2025-03-07')).toHaveLength(1);
  });

  it('reads a ZIP cut short as no bill it can trust, never as an empty one', async () => {
    bookOn('2025-03-08');
    await paidOrder(100);
    billMadeFor('2025-03-08');
    fake.failNextDownload({ kind: 'truncate' });
    await expect(client.tradeBill('2025-03-08')).rejects.toBeInstanceOf(AlipayAnswerError);
    fake.failNextDownload({ kind: 'truncate' });
    await expect(gateway.downloadBill?.('2025-03-08')).rejects.toBeInstanceOf(GatewayUnavailable);
  });

  it('passes another refusal on as it is', async () => {
    fake.failNext({ kind: 'refuse', subCode: 'isv.insufficient-isv-permissions' });
    await expect(gateway.downloadBill?.('2025-03-08')).rejects.toBeInstanceOf(AlipayRefusedError);
  });

  it('asks nothing for a day that is not a calendar day', async () => {
    const before = fake.received.length;
    for (const day of ['2025-02-29', '2025-03', '20250301']) {
      await expect(client.tradeBill(day)).rejects.toThrow(RangeError);
    }
    expect(fake.received.length).toBe(before);
  });
});
