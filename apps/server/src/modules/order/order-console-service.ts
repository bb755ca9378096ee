import { ownTables, type Connection } from '../../db/connection';
import {
  ORDER_EXPORT_MAX,
  schemas,
  type ActionOutput,
  type ActionParams,
  type Lang,
  type OrderEvent,
} from '@atelier/contract';
import { pageFrom } from '../../db/paged-list';
import type { OrderTables } from '../../db/tables/order';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { fieldLabel, isMessageKey, t } from '../../i18n/messages';
import { fenToYuan } from '../../lib/money';
import { dayRangeIn, toIso } from '../../lib/time';
import type { OrderSerials } from './order-serials';
import type { BuyerDirectory } from '../account/buyer-directory-service';
import type { Auditor } from '../../kernel/auditor';
import { shopRules, type OrderDeps } from './order-deps';
import { exportCsv } from './order-export';
import { orderConsoleRepository, type ConsoleOrderFilter } from './order-console-repository';
import { orderRepository, type OrderRow } from './order-repository';
import { allows, statusParam } from './order-status';
import { SHIPPED_EVENT, trackingOf } from './order-tracking';
import { orderTransitions } from './order-transitions';
import { toDetail } from './order-wire';
import { readShipFile } from './ship-batch';
import { textBuyersShipped, type ShippedTextDeps } from './shipped-text';

type Filters = Omit<ActionParams<'orderExport'>, 'sort'>;
type BatchResult = ActionOutput<'orderShipBatch'>['results'][number];

/** A file's row is checked by the same rules as shipping one order. */
const rowFields = schemas.orderShip.input.shape;

export interface OrderConsoleDeps extends OrderDeps {
  buyers: BuyerDirectory;
  serials: OrderSerials;
  sms: ShippedTextDeps['sms'];
}

/** The order's timeline: each step that happened, oldest first. */
function timelineOf(row: OrderRow) {
  const steps: Array<[OrderEvent, number | null]> = [
    ['created', row.created_at],
    ['paid', row.paid_at],
    ['address_changed', row.address_changed_at],
    ['shipped', row.shipped_at],
    ['received', row.received_at],
    ['canceled', row.canceled_at],
    ['refunded', row.refunded_at],
  ];
  return steps
    .filter((step): step is [OrderEvent, number] => step[1] !== null)
    .sort((a, b) => a[1] - b[1])
    .map(([event, time]) => ({ event, time: toIso(time) }));
}

/**
 * The studio's side of orders: every customer's orders listed and exported, shipping one by
 * one or from a file, tracking notes and refunds. Each write is audited in its own transaction.
 */
export function orderConsoleService(dbGiven: Connection, deps: OrderConsoleDeps) {
  const db = ownTables<OrderTables>(dbGiven);
  const repo = orderRepository(db);
  const consoleRepo = orderConsoleRepository(db);
  const transitions = orderTransitions(db, repo, deps);
  const { buyers, settings } = deps;

  async function orderById(id: number): Promise<OrderRow> {
    const row = await repo.byId(id);
    if (!row) throw new AppError('orderNotFound');
    return row;
  }

  /** The filters as the repository reads them: days in the shop's zone, the buyer by phone. */
  async function filterOf(input: Filters): Promise<ConsoleOrderFilter> {
    const { time_zone } = await shopRules(settings);
    const { start, end } = dayRangeIn(input, time_zone);
    return {
      status: input.status,
      type: input.type,
      start,
      end,
      fromDay: input.from,
      toDay: input.to,
      orderNo: input.order_no,
      mobile: input.mobile,
      buyerId: input.mobile ? await buyers.idByMobile(input.mobile) : undefined,
    };
  }

  /**
   * Ships a paid order in a transaction of its own: the conditional status change lets exactly
   * one of two racing operators ship it, and only that one writes the audit row.
   */
  async function shipOne(
    id: number,
    carrier: string,
    tracking_no: string,
    now: number,
    audit: Auditor,
    serials: readonly string[] = [],
  ): Promise<OrderRow> {
    const shipped = await db.transaction().execute(async (trx) => {
      const r = repo.within(trx);
      if (!(await r.ship(id, { carrier, tracking_no }, now))) return false;
      await r.addTracking(id, SHIPPED_EVENT, now, now);
      // A serial refused refuses the shipping with it: the operator corrects it and ships again.
      const activated = await deps.serials.activate(trx, { orderId: id, typed: serials, now });
      await audit.record(trx, {
        target_type: 'order',
        target_id: id,
        before: { status: 'undelivered', carrier: null, tracking_no: null },
        after: {
          status: 'unreceived',
          carrier,
          tracking_no,
          ...(activated.length > 0 ? { serials: activated.map((s) => s.code) } : {}),
        },
      });
      return true;
    });
    const row = await orderById(id);
    if (shipped) return row;
    if (row.shipped_at !== null) {
      throw new AppError('orderAlreadyShipped', {
        carrier: row.carrier ?? '',
        tracking_no: row.tracking_no ?? '',
      });
    }
    throw new AppError('orderNotShippable', statusParam(row.status, 'console'));
  }

  /** A refusal of one row, worded as the whole request's would be. */
  function reasonOf(err: unknown, lang: Lang): string {
    if (err instanceof AppError) return t(lang, err.key, err.params);
    throw err;
  }

  /** The row's carrier and tracking number by the same rules as shipping one order. */
  function checkRow(carrier: string, tracking: string, lang: Lang): string | undefined {
    for (const [name, schema, value] of [
      ['carrier', rowFields.carrier, carrier],
      ['tracking_no', rowFields.tracking_no, tracking],
    ] as const) {
      const parsed = schema.safeParse(value);
      const key = parsed.error?.issues[0]?.message;
      if (key !== undefined) {
        return isMessageKey(key)
          ? t(lang, key, { field: fieldLabel(name, lang) })
          : t(lang, 'fieldInvalid', { field: fieldLabel(name, lang), reason: key });
      }
    }
    return undefined;
  }

  return {
    async list(
      input: ActionParams<'orderAdminList'>,
      lang: Lang,
    ): Promise<ActionOutput<'orderAdminList'>> {
      const { page, limit, sort } = input;
      const filter = await filterOf(input);
      return pageFrom(
        { page, limit },
        async (offset) => {
          const [rows, total] = await Promise.all([
            consoleRepo.rows(filter, sort, offset, limit),
            consoleRepo.count(filter),
          ]);
          return { rows, total };
        },
        async (rows) => {
          const ids = rows.map((row) => row.id);
          const [lines, people] = await Promise.all([
            consoleRepo.lineSummaries(ids),
            buyers.byIds(rows.map((row) => row.user_id)),
          ]);
          return rows.map((row) => {
            const line = lines.get(row.id);
            return {
              id: row.id,
              order_no: row.order_no,
              type: row.type,
              status: row.status,
              buyer: people.get(row.user_id) ?? null,
              recipient_name: row.recipient_name,
              recipient_mobile: row.recipient_mobile,
              first_item: line ? localized(line, 'name', lang) : '',
              quantity: line?.quantity ?? 0,
              total_amount: fenToYuan(row.total_amount),
              total_score: row.total_score,
              pay_method: row.pay_method,
              carrier: row.carrier,
              tracking_no: row.tracking_no,
              buyer_deleted: row.hidden === 1,
              created_at: toIso(row.created_at),
            };
          });
        },
      );
    },

    /** Everything but the audit history, which the handler reads from the audit trail. */
    async info(id: number, lang: Lang) {
      const row = await orderById(id);
      const [items, tracking, people] = await Promise.all([
        repo.items([id]),
        trackingOf(repo, row, lang),
        buyers.byIds([row.user_id]),
      ]);
      return {
        ...toDetail(row, items, lang),
        cancel_reason: row.cancel_reason,
        buyer: people.get(row.user_id) ?? null,
        buyer_deleted: row.hidden === 1,
        tracking,
        timeline: timelineOf(row),
        refundable: allows('cancel', row.status),
        serials: await deps.serials.ofOrder(db, id),
      };
    },

    async ship(
      { id, carrier, tracking_no, serials }: ActionParams<'orderShip'>,
      lang: Lang,
      now: number,
      audit: Auditor,
    ): Promise<ActionOutput<'orderShip'>> {
      const row = await shipOne(id, carrier, tracking_no, now, audit, serials);
      await textBuyersShipped(deps, [row]);
      return toDetail(row, await repo.items([id]), lang);
    },

    /** A note on a shipped order's journey. */
    async track(
      { id, text, time }: ActionParams<'orderTrack'>,
      lang: Lang,
      now: number,
      audit: Auditor,
    ): Promise<ActionOutput<'orderTrack'>> {
      const row = await orderById(id);
      if (row.shipped_at === null) throw new AppError('orderNotShipped');
      const at = time ? Date.parse(time) : now;
      await db.transaction().execute(async (trx) => {
        await repo.within(trx).addTracking(id, text, at, now);
        await audit.record(trx, {
          target_type: 'order',
          target_id: id,
          before: null,
          after: { tracking_note: text, time: toIso(at) },
        });
      });
      return trackingOf(repo, row, lang);
    },

    /**
     * Ships each row of the file on its own: a bad row is reported and the others still ship.
     * A file that cannot be read as the expected columns ships nothing.
     */
    async shipBatch(
      csv: string,
      lang: Lang,
      now: number,
      audit: Auditor,
    ): Promise<ActionOutput<'orderShipBatch'>> {
      const seen = new Map<string, number>();
      const results: BatchResult[] = [];
      const shippedRows: OrderRow[] = [];
      for (const row of readShipFile(csv)) {
        const result = (reason: string | null): BatchResult => ({
          line: row.line,
          order_no: row.order_no,
          shipped: reason === null,
          reason,
        });
        if (row.values.length !== 3) {
          results.push(result(t(lang, 'shipRowColumns', { count: row.values.length })));
          continue;
        }
        const earlier = seen.get(row.order_no);
        if (earlier !== undefined) {
          results.push(result(t(lang, 'shipRowRepeated', { line: earlier })));
          continue;
        }
        const invalid = checkRow(row.carrier, row.tracking_no, lang);
        if (invalid) {
          results.push(result(invalid));
          continue;
        }
        const id = await consoleRepo.idByOrderNo(row.order_no);
        if (id === undefined) {
          results.push(result(t(lang, 'shipRowUnknownOrder')));
          continue;
        }
        try {
          shippedRows.push(
            await shipOne(id, row.carrier.trim(), row.tracking_no.trim(), now, audit),
          );
          // A later row of the same order is a mistake; a row after a refused one may fix it.
          seen.set(row.order_no, row.line);
          results.push(result(null));
        } catch (err) {
          results.push(result(reasonOf(err, lang)));
        }
      }
      // Once the whole file has shipped: a slow provider delays the answer, not the shipping.
      await textBuyersShipped(deps, shippedRows);
      const shipped = results.filter((row) => row.shipped).length;
      const refused = results.length - shipped;
      // The file as a whole, beside each shipped order's own row: who sent it and what came of
      // it, even when every row was refused.
      await audit.record(db, {
        target_type: 'order',
        target_id: 'batch',
        before: null,
        after: { rows: results.length, shipped, refused },
      });
      return { shipped, refused, results };
    },

    /**
     * Cancels an order not yet shipped with the studio as the reason: stock goes back, and a
     * paid order is refunded as the buyer's own cancellation would be (points to the ledger,
     * cash through the gateway). The audit row carries the staff member's reason.
     */
    async refund(
      { id, reason }: ActionParams<'orderRefund'>,
      now: number,
      audit: Auditor,
    ): Promise<ActionOutput<'orderRefund'>> {
      for (;;) {
        const row = await orderById(id);
        if (!allows('cancel', row.status)) {
          throw new AppError('orderNotRefundable', statusParam(row.status, 'console'));
        }
        const from = row.status === 'unpaid' ? 'unpaid' : 'undelivered';
        await transitions.closeSessions(id, from, 'staff', now);
        const done = await db.transaction().execute(async (trx) => {
          const result = await transitions.cancelIn(trx, id, from, 'staff', now);
          if (!result) return undefined;
          await audit.record(trx, {
            target_type: 'order',
            target_id: id,
            before: { status: from, refunded: false, reason: null },
            after: { status: 'canceled', refunded: result.refunded, reason },
          });
          return result;
        });
        if (done) {
          await transitions.refreshCatalog();
          return { id, status: 'canceled', refunded: done.refunded };
        }
        // Another request moved the order first: read it again and decide again.
      }
    },

    async export(input: Filters, lang: Lang, now: number): Promise<ActionOutput<'orderExport'>> {
      const filter = await filterOf(input);
      const [rows, total, shop] = await Promise.all([
        consoleRepo.rows(filter, 'newest', 0, ORDER_EXPORT_MAX),
        consoleRepo.count(filter),
        shopRules(settings),
      ]);
      const people = await buyers.byIds(rows.map((row) => row.user_id));
      return {
        ...exportCsv(rows, people, lang, shop.time_zone, now),
        rows: rows.length,
        total,
        truncated: total > rows.length,
      };
    },
  };
}
export type OrderConsoleService = ReturnType<typeof orderConsoleService>;
