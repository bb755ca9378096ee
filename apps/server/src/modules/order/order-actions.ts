import type { Clock } from '../../lib/clock';
import type { ModuleHandlers } from '../action-handler';
import type { OrderService } from './order-service';

export const orderActions = {
  confirmOrderInfo: ({ input, services, lang, user }) =>
    services.order.confirm(user, input, lang, services.clock.now()),
  shipFee: ({ input, services }) => services.order.shipFee(input),
  orderCreate: ({ input, services, lang, user }) =>
    services.order.create(user, input, lang, services.clock.now()),
  orderPay: ({ input, services, user, request }) =>
    services.order.pay(user, input, request.ip, services.clock.now()),
  payRemind: ({ input, services, user }) =>
    services.order.payRemind(user, input.id, services.clock.now()),
  // The buyer's own session only: the QR code opens this page on a phone that is signed in.
  cashierInfo: ({ input, services, lang, user }) =>
    services.order.cashier(user, input.session_id, lang, services.clock.now()),
  // The sandbox cashier's pay and fail buttons; the outcome arrives as the gateway's webhook.
  cashierSubmit: ({ input, services, user }) =>
    services.order.submitCashier(user, input, services.clock.now()),
  orderList: ({ input, services, lang, user }) =>
    services.order.list(user, input, lang, services.clock.now()),
  orderInfo: ({ input, services, lang, user }) =>
    services.order.info(user, input.id, lang, services.clock.now()),
  orderCancel: ({ input, services, user }) =>
    services.order.cancel(user, input.id, services.clock.now()),
  receipt: ({ input, services, user }) =>
    services.order.receive(user, input.id, services.clock.now()),
  orderDelete: ({ input, services, user }) =>
    services.order.remove(user, input.id, services.clock.now()),
  orderAddressUpdate: ({ input, services, lang, user }) =>
    services.order.changeAddress(user, input, lang, services.clock.now()),
  expressInfo: ({ input, services, lang, user }) =>
    services.order.express(user, input.id, lang, services.clock.now()),
} satisfies ModuleHandlers<{ order: OrderService; clock: Clock }>;
