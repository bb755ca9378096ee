import { ORDER_STATUSES } from '@atelier/contract/codes';
import { describe, expect, it } from 'vitest';
import accountEn from '@/features/account/locales/en.json';
import accountZh from '@/features/account/locales/zh-cn.json';
import orderEn from '@/features/order/locales/en.json';
import orderZh from '@/features/order/locales/zh-cn.json';
import dashboardEn from '@/features/admin/dashboard/locales/en.json';
import dashboardZh from '@/features/admin/dashboard/locales/zh-cn.json';
import consoleOrdersEn from '@/features/admin/orders/locales/en.json';
import consoleOrdersZh from '@/features/admin/orders/locales/zh-cn.json';
import cancelEn from '@/features/privacy/locales/account-cancel-en.json';
import cancelZh from '@/features/privacy/locales/account-cancel-zh-cn.json';

/** Every place the customer reads an order's status, by the table that names them there. */
const places = {
  'zh-cn': {
    'the order page': orderZh.status,
    'the order tabs': orderZh.tab,
    'my centre': accountZh.orders,
    'cancelling the account': cancelZh.blocked.status,
  },
  en: {
    'the order page': orderEn.status,
    'the order tabs': orderEn.tab,
    'my centre': accountEn.orders,
    'cancelling the account': cancelEn.blocked.status,
  },
};

/** Every console screen that names an order's status: staff have words of their own. */
const consolePlaces = {
  'zh-cn': { 'the orders screen': consoleOrdersZh.statuses, 'the dashboard': dashboardZh.status },
  en: { 'the orders screen': consoleOrdersEn.statuses, 'the dashboard': dashboardEn.status },
};

function oneNameEach(where: Record<string, Record<string, string>>) {
  for (const status of ORDER_STATUSES) {
    const names = Object.entries(where).flatMap(([place, table]) =>
      status in table ? [[place, table[status]]] : [],
    );
    expect(
      new Set(names.map(([, name]) => name)),
      `${status}: ${JSON.stringify(names)}`,
    ).toHaveProperty('size', 1);
  }
}

describe('order statuses', () => {
  it.each(Object.entries(consolePlaces))(
    'have one name each across the console, in %s',
    (_, where) => oneNameEach(where),
  );

  it.each(Object.entries(places))('have one name each wherever they are shown, in %s', (_, where) =>
    oneNameEach(where),
  );

  it('are the names the tabs give them', () => {
    expect(orderEn.tab).toMatchObject({
      unpaid: 'To pay',
      undelivered: 'To ship',
      unreceived: 'To receive',
    });
    expect(orderZh.tab).toMatchObject({
      unpaid: '待付款',
      undelivered: '待发货',
      unreceived: '待收货',
    });
  });
});
