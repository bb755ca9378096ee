import type { MallType, OrderAdminSort, OrderStatus } from '@atelier/contract';
import type { Kysely } from 'kysely';
import type { OrderTables } from '../../db/tables/order';
import { orderStats } from './order-stats';

/** What the console's list and export narrow orders by; times are `[start, end)` epoch ms. */
export interface ConsoleOrderFilter {
  status?: OrderStatus;
  type?: MallType;
  start?: number;
  end?: number;
  /** The same range as shop-local days (YYYY-MM-DD), both included. */
  fromDay?: string;
  toDay?: string;
  orderNo?: string;
  /** A phone number: the recipient's, or (through `buyerId`) the buyer's account. */
  mobile?: string;
  buyerId?: number;
}

const listColumns = [
  'id',
  'order_no',
  'user_id',
  'type',
  'status',
  'recipient_name',
  'recipient_mobile',
  'province',
  'city',
  'district',
  'address',
  'total_amount',
  'total_score',
  'pay_method',
  'paid_at',
  'carrier',
  'tracking_no',
  'shipped_at',
  'hidden',
  'created_at',
] as const;

const ID_SLICE = 5000;

/** Every customer's orders, as staff look through them; the indexes are in migration 011. */
export function orderConsoleRepository(db: Kysely<OrderTables>) {
  const stats = orderStats(db);
  function filtered(filter: ConsoleOrderFilter) {
    let query = db.selectFrom('orders');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.start !== undefined) query = query.where('created_at', '>=', filter.start);
    if (filter.end !== undefined) query = query.where('created_at', '<', filter.end);
    if (filter.orderNo) query = query.where('order_no', '=', filter.orderNo);
    const { mobile, buyerId } = filter;
    if (mobile) {
      query = query.where((eb) =>
        buyerId === undefined
          ? eb('recipient_mobile', '=', mobile)
          : eb.or([eb('recipient_mobile', '=', mobile), eb('user_id', '=', buyerId)]),
      );
    }
    return query;
  }

  /** The ids of the orders in the list's order; an index holds all it reads. */
  function sortedIds(filter: ConsoleOrderFilter, sort: OrderAdminSort) {
    const query = filtered(filter).select('id');
    switch (sort) {
      case 'oldest':
        return query.orderBy('created_at', 'asc').orderBy('id', 'asc');
      case 'amount_desc':
        return query
          .orderBy('total_amount', 'desc')
          .orderBy('total_score', 'desc')
          .orderBy('id', 'desc');
      case 'amount_asc':
        return query
          .orderBy('total_amount', 'asc')
          .orderBy('total_score', 'asc')
          .orderBy('id', 'asc');
      default:
        return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
    }
  }

  function rowsOf(ids: readonly number[]) {
    return db.selectFrom('orders').select(listColumns).where('id', 'in', ids).execute();
  }

  return {
    /**
     * One page: its ids first, skipping `offset` entries of an index rather than of whole rows
     * (a late page would otherwise read every row before it), then those orders' columns.
     */
    async rows(filter: ConsoleOrderFilter, sort: OrderAdminSort, offset: number, limit: number) {
      const ids = (await sortedIds(filter, sort).limit(limit).offset(offset).execute()).map(
        (row) => row.id,
      );
      const byId = new Map<number, Awaited<ReturnType<typeof rowsOf>>[number]>();
      // In slices: an export's tens of thousands of ids exceed what one statement may bind.
      for (let at = 0; at < ids.length; at += ID_SLICE)
        for (const row of await rowsOf(ids.slice(at, at + ID_SLICE))) byId.set(row.id, row);
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async count(filter: ConsoleOrderFilter): Promise<number> {
      // By status, mall and days, the per-day counts the orders' own triggers keep answer from
      // a few hundred rows; counting 100,000 orders each time would not.
      if (!filter.orderNo && !filter.mobile) return stats.orderCount(filter);
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Per order of `ids`: its first line's names and how many units it holds. */
    async lineSummaries(ids: readonly number[]) {
      const summaries = new Map<number, { name_zh: string; name_en: string; quantity: number }>();
      if (ids.length === 0) return summaries;
      const lines = await db
        .selectFrom('order_items')
        .select(['order_id', 'name_zh', 'name_en', 'quantity'])
        .where('order_id', 'in', ids)
        .orderBy('id')
        .execute();
      for (const line of lines) {
        const seen = summaries.get(line.order_id);
        if (seen) seen.quantity += line.quantity;
        else summaries.set(line.order_id, { ...line });
      }
      return summaries;
    },

    idByOrderNo(orderNo: string) {
      return db
        .selectFrom('orders')
        .select('id')
        .where('order_no', '=', orderNo)
        .executeTakeFirst()
        .then((row) => row?.id);
    },
  };
}
export type ConsoleOrderRow = Awaited<
  ReturnType<ReturnType<typeof orderConsoleRepository>['rows']>
>[number];
