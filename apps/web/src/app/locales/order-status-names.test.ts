import { ORDER_STATUSES } from '@atelier/contract/codes';
import { describe, expect, it } from 'vitest';
import accountEn from '@/features/account/locales/en.json';
import accountZh from '@/features/account/locales/zh-cn.json';
import orderEn from '@/features/order/locales/en.json';
import orderZh from '@/features/order/locales/zh-cn.json';
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

describe('order statuses', () => {
  it.each(Object.entries(places))(
    'have one name each wherever they are shown, in %s',
    (_, where) => {
      for (const status of ORDER_STATUSES) {
        const names = Object.entries(where).flatMap(([place, table]) =>
          status in table ? [[place, (table as Record<string, string>)[status]]] : [],
        );
        expect(
          new Set(names.map(([, name]) => name)),
          `${status}: ${JSON.stringify(names)}`,
        ).toHaveProperty('size', 1);
      }
    },
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
