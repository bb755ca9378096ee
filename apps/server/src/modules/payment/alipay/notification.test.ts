import { describe, expect, it } from 'vitest';
import { alipayClient } from './alipay-client';
import { toBeijingTime } from './beijing-time';
import { rsaKeyPair, signedNotification } from '../../../test/fakes/alipay/fake-alipay';
import { NOTIFY_MAX_BYTES } from './notification';

const APP_ID = '2021000000000001';
const app = rsaKeyPair();
const alipay = rsaKeyPair();
const stranger = rsaKeyPair();
const NOW = Date.parse('2025-03-01T02:00:00Z');
const client = alipayClient({
  appId: APP_ID,
  privateKey: app.privateKey,
  alipayPublicKey: alipay.publicKey,
  notifyUrl: 'https://shop.example/api/payment/alipay/notify',
});

/** A payment notification as Alipay sends one, sent at `NOW`. */
function fields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    gmt_create: toBeijingTime(NOW - 60_000),
    charset: 'utf-8',
    gmt_payment: toBeijingTime(NOW - 30_000),
    notify_time: toBeijingTime(NOW),
    // Characters the form encoding must carry through: & = + % and Chinese.
    subject: 'Atelier 订单 A1 & 画册=1+1 100%',
    buyer_id: '2088102116773037',
    invoice_amount: '128.00',
    version: '1.0',
    notify_id: '2025030100222100030056380529774436',
    fund_bill_list: '[{"amount":"128.00","fundChannel":"ALIPAYACCOUNT"}]',
    notify_type: 'trade_status_sync',
    out_trade_no: 'A2025030100001',
    total_amount: '128.00',
    trade_status: 'TRADE_SUCCESS',
    trade_no: '2025030122001456380542497258',
    auth_app_id: APP_ID,
    receipt_amount: '128.00',
    point_amount: '0.00',
    buyer_pay_amount: '128.00',
    app_id: APP_ID,
    sign_type: 'RSA2',
    seller_id: '2088031940831575',
    ...overrides,
  };
}

const verify = (body: string, now = NOW) => client.verifyNotification(body, now);
const refusal = (body: string, now = NOW) => {
  const verdict = verify(body, now);
  return verdict.ok ? 'accepted' : verdict.reason;
};

describe('verifyNotification', () => {
  it('accepts a genuine notification and reports it in fen', () => {
    expect(verify(signedNotification(fields(), alipay.privateKey))).toEqual({
      ok: true,
      event: {
        outTradeNo: 'A2025030100001',
        tradeNo: '2025030122001456380542497258',
        status: 'paid',
        totalAmountFen: 12800,
        time: NOW - 30_000,
        notifyId: '2025030100222100030056380529774436',
      },
    });
  });

  it('reads a closed trade as refunded when it was paid, as failed when it never was', () => {
    const closed = fields({ trade_status: 'TRADE_CLOSED' });
    const refunded = verify(signedNotification(closed, alipay.privateKey));
    expect(refunded.ok && refunded.event.status).toBe('refunded');
    const { gmt_payment: _, ...unpaid } = closed;
    const expired = verify(signedNotification(unpaid, alipay.privateKey));
    expect(expired.ok && expired.event).toMatchObject({ status: 'failed', time: NOW });
  });

  it('refuses a notification whose amount was changed after signing', () => {
    const body = new URLSearchParams(signedNotification(fields(), alipay.privateKey));
    body.set('total_amount', '0.01');
    expect(refusal(body.toString())).toBe('signature');
  });

  it('refuses a notification signed with any key but Alipay’s', () => {
    expect(refusal(signedNotification(fields(), stranger.privateKey))).toBe('signature');
  });

  it('refuses a genuine notification meant for another app', () => {
    const other = fields({ app_id: '2021000000000002', auth_app_id: '2021000000000002' });
    expect(refusal(signedNotification(other, alipay.privateKey))).toBe('signature');
  });

  it('refuses a notification marked with the older RSA (SHA-1) signature type', () => {
    expect(refusal(signedNotification(fields({ sign_type: 'RSA' }), alipay.privateKey))).toBe(
      'signature',
    );
  });

  it('refuses a notify_time more than five minutes from now, either way', () => {
    const body = signedNotification(fields(), alipay.privateKey);
    expect(refusal(body, NOW + 4 * 60_000)).toBe('accepted');
    expect(refusal(body, NOW + 5 * 60_000 + 1_000)).toBe('stale');
    expect(refusal(body, NOW - 5 * 60_000 - 1_000)).toBe('stale');
  });

  it('refuses bodies that are no notification, without throwing', () => {
    const signed = (overrides: Record<string, string>) =>
      signedNotification(fields(overrides), alipay.privateKey);
    const { out_trade_no: _, ...withoutOrder } = fields();
    const genuine = signedNotification(fields(), alipay.privateKey);
    const bodies = [
      '',
      '{"out_trade_no":"A2025030100001"}',
      '%E4%ZZ&&&=',
      new URLSearchParams({ ...fields() }).toString(),
      `${genuine}&total_amount=0.01`,
      `${genuine}&padding=${'x'.repeat(NOTIFY_MAX_BYTES)}`,
      signedNotification(withoutOrder, alipay.privateKey),
      signed({ notify_time: '2025/03/01 10:00:00' }),
      signed({ total_amount: '128.001' }),
      signed({ trade_status: 'TRADE_PENDING' }),
    ];
    for (const body of bodies) expect(refusal(body), body.slice(0, 60)).toBe('malformed');
  });
});
