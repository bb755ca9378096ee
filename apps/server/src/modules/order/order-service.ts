import { ownTables, type Connection } from '../../db/connection';
import {
  ORDER_STATUSES,
  type ActionOutput,
  type ActionParams,
  type Lang,
  type OrderRange,
  type OrderStatus,
  type PaymentStatus,
} from '@atelier/contract';
import { pageFrom } from '../../db/paged-list';
import type { OrderTables } from '../../db/tables/order';
import { AppError } from '../../errors';
import { pick } from '../../i18n/localized';
import type { MessageKey } from '../../i18n/messages';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { toIso } from '../../lib/time';
import type { AuthUser } from '../../kernel/identity';
import type { PaymentEvent } from '../payment/payment-gateway';
import { isCashGateway, paymentStatusAt } from '../payment/payment-service';
import { shipFeeFor } from './checkout';
import { shopRules, type OrderDeps } from './order-deps';
import { orderJobs } from './order-jobs';
import { orderRepository, type OrderRow } from './order-repository';
import { isOverdue, refuseUnless, statusParam } from './order-status';
import { orderTransitions } from './order-transitions';
import { trackingOf } from './order-tracking';
import { toDetail, toSummary } from './order-wire';
import { placeOrder } from './place-order';
import { purchaseLimits } from './purchase-limits';

const DAY_MS = 86_400_000;

/** The first moment an order list's time range covers. */
function rangeStart(range: OrderRange, now: number): number {
  if (range === '3m') {
    const start = new Date(now);
    start.setUTCMonth(start.getUTCMonth() - 3);
    return start.getTime();
  }
  return now - { '1d': 1, '7d': 7, '30d': 30 }[range] * DAY_MS;
}

/** What a sandbox webhook came to; the route answers the gateway by it. */
export type Settlement =
  { outcome: 'unknown' | 'mismatch' } | { outcome: 'settled'; status: PaymentStatus };

/**
 * Orders: checkout, payment, the life cycle and the jobs. It orchestrates the catalogue (stock),
 * the cart, addresses, points and payments through their services, inside its own transactions.
 */
export function orderService(dbGiven: Connection, deps: OrderDeps) {
  const db = ownTables<OrderTables>(dbGiven);
  const { addresses, points, payments, settings } = deps;
  const repo = orderRepository(db);
  const transitions = orderTransitions(db, repo, deps);
  const checkout = placeOrder(db, repo, transitions, deps);
  const jobs = orderJobs(repo, transitions, settings);

  /** Cancels an overdue order as the job would; reads then see it cancelled. */
  async function settleOverdue(row: OrderRow, now: number): Promise<boolean> {
    if (!isOverdue(row, now)) return false;
    if (await transitions.cancel(row.id, 'unpaid', 'timeout', now)) {
      await transitions.refreshCatalog();
    }
    return true;
  }

  /** Cancels the buyer's overdue orders, so lists and counts see them as the job will. */
  async function settleOverdueOf(userId: number, now: number): Promise<void> {
    const ids = await repo.overdue(now, 100, userId);
    let canceled = 0;
    for (const id of ids) if (await transitions.cancel(id, 'unpaid', 'timeout', now)) canceled += 1;
    if (canceled > 0) await transitions.refreshCatalog();
  }

  /**
   * One of the buyer's orders as it stands now; someone else's or a deleted one is not found,
   * refused with `missing`.
   */
  async function ownOrder(
    userId: number,
    id: number,
    now: number,
    missing: MessageKey = 'orderNotFound',
  ): Promise<OrderRow> {
    const row = await repo.own(userId, id);
    if (!row) throw new AppError(missing);
    if (!(await settleOverdue(row, now))) return row;
    const fresh = await repo.own(userId, id);
    if (!fresh) throw new AppError(missing);
    return fresh;
  }

  /**
   * A payment session of the buyer's own order, and the order as it stands now. Another
   * customer's session is refused as an unknown one, so session ids cannot be probed.
   */
  async function ownSession(user: AuthUser, sessionId: string, now: number) {
    const payment = await payments.session(sessionId);
    return { payment, order: await ownOrder(user.id, payment.order_id, now, 'paymentNotFound') };
  }

  async function detail(row: OrderRow, lang: Lang): Promise<ActionOutput<'orderInfo'>> {
    return toDetail(row, await repo.items([row.id]), lang);
  }

  /** Points pay points orders, a cash gateway pays art orders, and only while unpaid. */
  function refusePayment(row: OrderRow, method: ActionParams<'orderPay'>['method']): void {
    if ((method === 'score') !== (row.type === 'points')) throw new AppError('payMethodWrongMall');
    refuseUnless('pay', row.status);
  }

  const service = {
    confirm: checkout.confirm,
    create: checkout.create,

    async shipFee({ type, amount }: ActionParams<'shipFee'>): Promise<ActionOutput<'shipFee'>> {
      const shop = await shopRules(settings);
      return {
        fee: fenToYuan(shipFeeFor(type, yuanToFen(amount), shop)),
        base_fee: fenToYuan(shop.ship_base_fee),
        free_threshold: fenToYuan(shop.ship_free_threshold),
      };
    },

    /**
     * Points settle at once: the order's conditional status change and the conditional points
     * deduction commit together or not at all. A cash gateway opens (or reuses) a session.
     */
    async pay(
      user: AuthUser,
      { order_id, method, device }: ActionParams<'orderPay'>,
      payerIp: string,
      now: number,
    ): Promise<ActionOutput<'orderPay'>> {
      if (method === 'score') {
        const paid = await db.transaction().execute(async (trx) => {
          const order = await repo.within(trx).payWithPoints(user.id, order_id, now);
          if (!order) return false;
          await points.spend(trx, user.id, order.total_score, 'order_pay', order.order_no, now);
          return true;
        });
        if (paid) return { order_id, status: 'undelivered', payment: null };
      }
      const row = await ownOrder(user.id, order_id, now);
      refusePayment(row, method);
      if (!isCashGateway(method)) {
        // Payable by every rule, yet the payment missed: another request changed it meanwhile.
        throw new AppError('orderNotPayable', statusParam(row.status));
      }
      const shop = await shopRules(settings);
      const payment = await payments.open(
        row,
        method,
        {
          device,
          payerIp,
          // What the customer's payment app lists the payment as.
          description: `${pick(shop.name, 'zh-cn')} ${row.order_no}`,
          returnPath: `/paySuccess?id=${row.id}`,
        },
        now,
      );
      return { order_id, status: row.status, payment };
    },

    async payRemind(user: AuthUser, id: number, now: number): Promise<ActionOutput<'payRemind'>> {
      const row = await ownOrder(user.id, id, now);
      const left = row.status === 'unpaid' ? Math.floor((row.pay_deadline - now) / 1000) : 0;
      return {
        order_id: row.id,
        order_no: row.order_no,
        type: row.type,
        status: row.status,
        total_amount: fenToYuan(row.total_amount),
        total_score: row.total_score,
        pay_deadline: toIso(row.pay_deadline),
        seconds_left: Math.max(0, left),
        usable_score: user.score,
      };
    },

    /** The cashier page: what a session of the buyer's own order asks for. */
    async cashier(
      user: AuthUser,
      sessionId: string,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'cashierInfo'>> {
      const [{ payment, order }, shop] = await Promise.all([
        ownSession(user, sessionId, now),
        shopRules(settings),
      ]);
      return {
        session_id: payment.session_id,
        order_no: order.order_no,
        shop_name: pick(shop.name, lang),
        amount: fenToYuan(payment.amount),
        status: paymentStatusAt(payment, now),
        expires_at: toIso(payment.expires_at),
      };
    },

    /**
     * The sandbox cashier's buttons: only the buyer, only while the order is unpaid and before its
     * deadline (a read past it cancels the order). The outcome then arrives as the webhook.
     */
    async submitCashier(
      user: AuthUser,
      { session_id, outcome }: ActionParams<'cashierSubmit'>,
      now: number,
    ): Promise<ActionOutput<'cashierSubmit'>> {
      const { order } = await ownSession(user, session_id, now);
      refuseUnless('pay', order.status);
      return payments.submitSandbox(session_id, outcome, now);
    },

    /**
     * A gateway's verified webhook. Paid: the payment and the order change together, each only
     * from the status it leaves, so a repeat changes nothing. An order that can no longer take
     * the money (cancelled, past its deadline, paid already) gets it refunded.
     */
    async settlePayment(event: PaymentEvent, now: number): Promise<Settlement> {
      const payment = await payments.session(event.sessionId).catch((err: unknown) => {
        if (err instanceof AppError) return undefined;
        throw err;
      });
      if (!payment || payment.gateway !== event.gateway) return { outcome: 'unknown' };
      if (payment.amount !== event.amount) return { outcome: 'mismatch' };
      if (event.status === 'failed') {
        await payments.markFailed(event.sessionId, now);
      } else {
        const canceled = await db.transaction().execute(async (trx) => {
          const paid = await payments.markPaid(trx, event.sessionId, event.tradeNo, now);
          if (!paid || !isCashGateway(paid.gateway)) return false;
          const r = repo.within(trx);
          if (await r.payInCash(paid.order_id, paid.gateway, now)) return false;
          const order = await r.byId(paid.order_id);
          const timedOut =
            order !== undefined &&
            isOverdue(order, now) &&
            (await transitions.cancelIn(trx, order.id, 'unpaid', 'timeout', now)) !== undefined;
          await payments.refundPayment(trx, paid.id, now);
          return timedOut;
        });
        if (canceled) await transitions.refreshCatalog();
      }
      const after = await payments.session(event.sessionId);
      return { outcome: 'settled', status: after.status };
    },

    async list(
      user: AuthUser,
      { page, limit, status, range }: ActionParams<'orderList'>,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'orderList'>> {
      await settleOverdueOf(user.id, now);
      const filter = { status, createdSince: range ? rangeStart(range, now) : undefined };
      return pageFrom(
        { page, limit },
        (offset) => repo.page(user.id, filter, offset, limit),
        async (rows) => {
          const items = await repo.items(rows.map((row) => row.id));
          return rows.map((row) =>
            toSummary(
              row,
              items.filter((item) => item.order_id === row.id),
              lang,
            ),
          );
        },
      );
    },

    async info(user: AuthUser, id: number, lang: Lang, now: number) {
      return detail(await ownOrder(user.id, id, now), lang);
    },

    /** Unpaid: cancelled, stock back. Paid and not shipped: also refunded in full. */
    async cancel(user: AuthUser, id: number, now: number): Promise<ActionOutput<'orderCancel'>> {
      for (;;) {
        const row = await ownOrder(user.id, id, now);
        refuseUnless('cancel', row.status);
        const from = row.status === 'unpaid' ? 'unpaid' : 'undelivered';
        const done = await transitions.cancel(id, from, 'buyer', now);
        if (done) {
          await transitions.refreshCatalog();
          return { id, status: 'canceled', refunded: done.refunded };
        }
        // Another request moved the order first: read it again and decide again.
      }
    },

    async receive(user: AuthUser, id: number, now: number): Promise<ActionOutput<'receipt'>> {
      const row = await ownOrder(user.id, id, now);
      refuseUnless('receive', row.status);
      const done = await transitions.receive(id, now);
      if (!done) {
        const fresh = await ownOrder(user.id, id, now);
        throw new AppError('orderNotReceivable', statusParam(fresh.status));
      }
      return { id, status: 'completed', earned_score: done.earned };
    },

    async remove(user: AuthUser, id: number, now: number): Promise<ActionOutput<'orderDelete'>> {
      if (await repo.hide(user.id, id, now)) return { deleted: true };
      const row = await ownOrder(user.id, id, now);
      refuseUnless('hide', row.status);
      // Cancelled on this very read (overdue): now it may go.
      if (await repo.hide(user.id, id, now)) return { deleted: true };
      throw new AppError('orderNotDeletable');
    },

    async changeAddress(
      user: AuthUser,
      { id, address_id }: ActionParams<'orderAddressUpdate'>,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'orderAddressUpdate'>> {
      const row = await ownOrder(user.id, id, now);
      refuseUnless('changeAddress', row.status);
      if (row.address_changed) throw new AppError('orderAddressChanged');
      const address = await addresses.owned(user.id, address_id);
      const changed = await repo.changeAddress(
        user.id,
        id,
        {
          recipient_name: address.name,
          recipient_mobile: address.mobile,
          province: address.province,
          city: address.city,
          district: address.district,
          address: address.address,
          postal_code: address.postal_code,
        },
        now,
      );
      const fresh = await ownOrder(user.id, id, now);
      if (!changed) {
        refuseUnless('changeAddress', fresh.status);
        throw new AppError('orderAddressChanged');
      }
      return detail(fresh, lang);
    },

    async express(
      user: AuthUser,
      id: number,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'expressInfo'>> {
      const row = await ownOrder(user.id, id, now);
      if (row.shipped_at === null || row.carrier === null || row.tracking_no === null) {
        throw new AppError('orderNotShipped');
      }
      return {
        carrier: row.carrier,
        tracking_no: row.tracking_no,
        shipped_at: toIso(row.shipped_at),
        events: await trackingOf(repo, row, lang),
      };
    },

    /** The personal centre's counts; the buyer's deleted orders are not counted. */
    async countsByStatus(
      userId: number,
      now = deps.clock.now(),
    ): Promise<Record<OrderStatus, number>> {
      await settleOverdueOf(userId, now);
      const counts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
        OrderStatus,
        number
      >;
      for (const row of await repo.countsByStatus(userId)) counts[row.status] = Number(row.n);
      return counts;
    },

    /** Staff: how many orders each of these accounts placed, hidden ones included. */
    async countsByUser(userIds: readonly number[]): Promise<Map<number, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .select(['user_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('user_id', 'in', userIds)
        .groupBy('user_id')
        .execute();
      return new Map(rows.map((row) => [row.user_id, Number(row.n)]));
    },

    /** Staff: an account's latest orders, hidden ones included; an overdue one reads cancelled. */
    async latestOf(userId: number, limit: number, now = deps.clock.now()) {
      const rows = await db
        .selectFrom('orders')
        .select([
          'id',
          'order_no',
          'type',
          'status',
          'total_amount',
          'total_score',
          'pay_deadline',
          'created_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(({ pay_deadline, ...row }) => ({
        ...row,
        status: isOverdue({ status: row.status, pay_deadline }, now)
          ? ('canceled' as const)
          : row.status,
        total_amount: fenToYuan(row.total_amount),
        created_at: toIso(row.created_at),
      }));
    },

    cancelOverdue: jobs.cancelOverdue,
    autoReceive: jobs.autoReceive,

    /**
     * Inside the console's save of a product given a limit per customer: the units its orders
     * placed before the limit already hold count towards it.
     */
    async recountLimited(trx: Connection, productId: number): Promise<void> {
      await purchaseLimits(ownTables<OrderTables>(trx)).recount(productId);
    },

    /**
     * The query job: the live payments whose notification never came, settled as it would have
     * settled them (a lost notification costs the customer nothing). Answers how many.
     */
    async settleUnnotified(
      now: number,
      log: (err: unknown, sessionId: string) => void,
    ): Promise<number> {
      let settled = 0;
      for (const event of await payments.paidButNotNotified(now, log)) {
        if ((await service.settlePayment(event, now)).outcome === 'settled') settled += 1;
      }
      return settled;
    },
  };
  return service;
}
export type OrderService = ReturnType<typeof orderService>;
