import type { Clock } from '../../../lib/clock';
import type { AlipayMerchant } from '../../../payment-config';
import { reachProvider, type PaymentGateway } from '../payment-gateway';
import { alipayClient } from './alipay-client';
import { AlipayRefusedError } from './alipay-errors';

export const ALIPAY_NOTIFY_PATH = '/api/payment/alipay/notify';

/**
 * Alipay behind the shop's gateway calls: a pre-created QR order on a desktop, the mobile web
 * payment on a phone (a signed address the phone opens; Alipay returns the customer to
 * `returnUrl`). Refunds name `refundNo` as out_request_no, so a retry is the same refund.
 */
export function alipayGateway(merchant: AlipayMerchant, publicUrl: string, clock: Clock) {
  const client = alipayClient({
    appId: merchant.appId,
    privateKey: merchant.privateKey,
    alipayPublicKey: merchant.alipayPublicKey,
    certificates: merchant.certificates,
    gateway: merchant.gateway,
    notifyUrl: `${publicUrl}${ALIPAY_NOTIFY_PATH}`,
    clock,
  });

  const reach = <T>(call: () => Promise<T>) =>
    reachProvider('alipay', (error) => error instanceof AlipayRefusedError, call);

  const gateway: PaymentGateway = {
    name: 'alipay',
    live: true,

    async openSession(session) {
      const order = {
        outTradeNo: session.sessionId,
        subject: session.description,
        amountFen: session.amount,
        expiresAt: session.expiresAt,
      };
      if (session.device === 'desktop') {
        const { qrCode } = await reach(() => client.precreate(order));
        return { payUrl: qrCode };
      }
      // A signed address made here, without a call: Alipay checks it when the phone opens it.
      const payUrl = client.wapPayUrl({
        ...order,
        returnUrl: session.returnUrl,
        quitUrl: session.returnUrl,
      });
      return { payUrl };
    },

    async querySession(sessionId) {
      const trade = await reach(() => client.query(sessionId));
      return trade && { status: trade.status, amount: trade.amount, tradeNo: trade.tradeNo };
    },

    async closeSession(sessionId) {
      await reach(() => client.close(sessionId));
    },

    async refund({ sessionId, refundNo, amount }) {
      await reach(() =>
        client.refund({ outTradeNo: sessionId, outRequestNo: refundNo, amountFen: amount }),
      );
    },

    async downloadBill(day) {
      return reach(() => client.tradeBill(day));
    },
  };

  return { gateway, verifyNotification: client.verifyNotification };
}
export type AlipayGateway = ReturnType<typeof alipayGateway>;
