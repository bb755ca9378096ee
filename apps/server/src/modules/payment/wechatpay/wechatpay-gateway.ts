import type { WechatpayMerchant } from '../../../payment-config';
import { reachProvider, type PaymentGateway } from '../payment-gateway';
import { notificationVerifier } from './notification';
import { wechatpayClient } from './wechatpay-client';
import { WechatpayRefusal } from './wechatpay-errors';

export const WECHATPAY_NOTIFY_PATH = '/api/payment/wechat/notify';

/**
 * WeChat Pay behind the shop's gateway calls: a Native order (its code_url is the QR code) on a
 * desktop, an H5 order on a phone's browser, which WeChat Pay sends back to `returnUrl` once
 * done. Refunds name `refundNo` as out_refund_no, so a retry is the same refund.
 */
export function wechatpayGateway(merchant: WechatpayMerchant, publicUrl: string) {
  const client = wechatpayClient({ ...merchant, baseUrl: merchant.baseUrl });
  const notifyUrl = `${publicUrl}${WECHATPAY_NOTIFY_PATH}`;

  const reach = <T>(call: () => Promise<T>) =>
    reachProvider('wechat', (error) => error instanceof WechatpayRefusal, call);

  const gateway: PaymentGateway = {
    name: 'wechat',
    live: true,

    async openSession(session) {
      const order = {
        outTradeNo: session.sessionId,
        description: session.description,
        amount: session.amount,
        expiresAt: session.expiresAt,
        notifyUrl,
      };
      if (session.device === 'desktop') {
        const { codeUrl } = await reach(() => client.createNativeOrder(order));
        return { payUrl: codeUrl };
      }
      const { h5Url } = await reach(() =>
        client.createH5Order({ ...order, payerIp: session.payerIp }),
      );
      // WeChat Pay's page returns the customer here when they are done, paid or not.
      const back = new URL(h5Url);
      back.searchParams.set('redirect_url', session.returnUrl);
      return { payUrl: back.toString() };
    },

    async querySession(sessionId) {
      const transaction = await reach(() => client.queryOrder(sessionId));
      return (
        transaction && {
          status: transaction.status,
          amount: transaction.amount,
          tradeNo: transaction.transactionId,
        }
      );
    },

    async closeSession(sessionId) {
      try {
        await reach(() => client.closeOrder(sessionId));
      } catch (error) {
        // An order WeChat Pay never opened, or one already closed, can take no payment either.
        if (error instanceof WechatpayRefusal && error.status === 404) return;
        throw error;
      }
    },

    async refund({ sessionId, refundNo, amount }) {
      const refund = await reach(() =>
        client.refund({
          outTradeNo: sessionId,
          outRefundNo: refundNo,
          amount,
          total: amount,
          notifyUrl,
        }),
      );
      if (refund.status === 'CLOSED' || refund.status === 'ABNORMAL') {
        throw new Error(`WeChat Pay refund ${refundNo} ended ${refund.status}`);
      }
    },

    async downloadBill(day) {
      return reach(() => client.tradeBill(day));
    },
  };

  return { gateway, verifyNotification: notificationVerifier(merchant, client.platformKeys) };
}
export type WechatpayGateway = ReturnType<typeof wechatpayGateway>;
