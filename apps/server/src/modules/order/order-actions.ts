import type { ModuleHandlers } from '../action-handler';
import type { OrderService } from './order-service';

export const orderActions = {
  confirmOrderInfo: ({ input, services, lang, user }) => services.orders.confirm(user, input, lang),
  shipFee: ({ input, services }) => services.orders.shipFee(input),
  orderCreate: ({ input, services, lang, user }) =>
    services.orders.create(user, input, lang, Date.now()),
  orderPay: ({ input, services, user }) => services.orders.pay(user, input, Date.now()),
  payRemind: ({ input, services, user }) => services.orders.payRemind(user, input.id, Date.now()),
  // The buyer's own session only: the QR code opens this page on a phone that is signed in.
  cashierInfo: ({ input, services, lang, user }) =>
    services.orders.cashier(user, input.session_id, lang, Date.now()),
  // The sandbox cashier's pay and fail buttons; the outcome arrives as the gateway's webhook.
  cashierSubmit: ({ input, services, user }) =>
    services.orders.submitCashier(user, input, Date.now()),
  orderList: ({ input, services, lang, user }) =>
    services.orders.list(user, input, lang, Date.now()),
  orderInfo: ({ input, services, lang, user }) =>
    services.orders.info(user, input.id, lang, Date.now()),
  orderCancel: ({ input, services, user }) => services.orders.cancel(user, input.id, Date.now()),
  receipt: ({ input, services, user }) => services.orders.receive(user, input.id, Date.now()),
  orderDelete: ({ input, services, user }) => services.orders.remove(user, input.id, Date.now()),
  orderAddressUpdate: ({ input, services, lang, user }) =>
    services.orders.changeAddress(user, input, lang, Date.now()),
  expressInfo: ({ input, services, lang, user }) =>
    services.orders.express(user, input.id, lang, Date.now()),
  // Administrators only: the dispatcher refuses everyone else (`admin` in the routes).
  orderShip: ({ input, services, lang }) => services.orders.ship(input, lang, Date.now()),
  orderTrack: ({ input, services, lang }) => services.orders.track(input, lang, Date.now()),
} satisfies ModuleHandlers<{ orders: OrderService }>;
