import type { Lang, OrderStatus } from '@atelier/contract';

/**
 * An order's status as the console's screens, its trail and its export name it: staff read
 * "Shipped" where the customer reads "To receive" (`orderStatus.*`, the customer's words).
 */
export const consoleOrderStatus = {
  unpaid: { 'zh-cn': '待付款', en: 'Unpaid' },
  undelivered: { 'zh-cn': '待发货', en: 'To ship' },
  unreceived: { 'zh-cn': '已发货', en: 'Shipped' },
  completed: { 'zh-cn': '已完成', en: 'Completed' },
  canceled: { 'zh-cn': '已取消', en: 'Cancelled' },
} as const satisfies Record<OrderStatus, Record<Lang, string>>;

/** The same words as messages, for a console refusal that names an order's status. */
export const consoleOrderStatusMessages = Object.fromEntries(
  Object.entries(consoleOrderStatus).map(([status, words]) => [
    `consoleOrderStatus.${status}`,
    words,
  ]),
) as Record<`consoleOrderStatus.${OrderStatus}`, Record<Lang, string>>;
