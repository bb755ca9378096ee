import { ownTables, type Connection } from '../../../db/connection';
import type { ActionOutput, ActionParams, CashGateway } from '@atelier/contract';
import { type Selectable } from 'kysely';
import { forUpdate } from '../../../db/dialect';
import { pagedList } from '../../../db/paged-list';
import type { PaymentTables } from '../../../db/tables/payment';
import type { PaymentMismatchesTable } from '../../../db/tables/payment-reconciliation';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { fenToYuan } from '../../../lib/money';
import { dayIn, dayStartIn, minuteIn, nextDay, previousDay, toIso } from '../../../lib/time';
import type { Auditor } from '../../../kernel/auditor';
import type { OrderNumberOf } from '../order-numbers';
import type { SettingsRepository } from '../../settings/settings-repository';
import { BILL_TIME_ZONE } from '../bill-day';
import type { BillLine } from '../payment-gateway';
import { refundNumber, type PaymentService } from '../payment-service';
import { matchBill, type Mismatch, type OurPayment } from './bill-match';

/** A day whose bills could not be read is tried again after this. */
export const RETRY_AFTER_MS = 30 * 60_000;

type MismatchRow = ActionOutput<'mismatchResolve'>;
type Info = ActionOutput<'reconciliationInfo'>;

const byKey = (m: Pick<Mismatch, 'kind' | 'lineKind' | 'sessionId'>) =>
  `${m.kind}:${m.lineKind}:${m.sessionId}`;

/**
 * Each morning's check of the providers' bills of the day before against the payments, and
 * the console's view of it: a day's lines that disagree are kept until a staff member resolves
 * each with a note (audited). A day is checked again in place (by the job after a failure, or by
 * staff), and what was resolved stays resolved.
 */
export function reconciliationService(
  dbGiven: Connection,
  deps: {
    payments: PaymentService;
    settings: SettingsRepository;
    clock: Clock;
    orderNumberOf: OrderNumberOf;
  },
) {
  const db = ownTables<PaymentTables>(dbGiven);
  const { payments } = deps;

  /** The gateway's payments the bill names, and those the shop booked on the bill's day. */
  async function oursFor(gateway: CashGateway, day: string, lines: readonly BillLine[]) {
    const start = dayStartIn(day, BILL_TIME_ZONE);
    const end = dayStartIn(nextDay(day), BILL_TIME_ZONE);
    const columns = ['session_id', 'trade_no', 'amount', 'status'] as const;
    const toOurs = (row: {
      session_id: string;
      trade_no: string | null;
      amount: number;
      status: OurPayment['status'];
    }): OurPayment => ({
      sessionId: row.session_id,
      tradeNo: row.trade_no,
      amount: Number(row.amount),
      status: row.status,
    });
    const known = new Map<string, OurPayment>();
    const sessionIds = [...new Set(lines.map((line) => line.sessionId))];
    for (let i = 0; i < sessionIds.length; i += 500) {
      const rows = await db
        .selectFrom('payments')
        .select(columns)
        .where('gateway', '=', gateway)
        .where('session_id', 'in', sessionIds.slice(i, i + 500))
        .execute();
      for (const row of rows) known.set(row.session_id, toOurs(row));
    }
    const paidThatDay = await db
      .selectFrom('payments')
      .select(columns)
      .where('gateway', '=', gateway)
      .where('status', 'in', ['paid', 'refunded'])
      .where('paid_at', '>=', start)
      .where('paid_at', '<', end)
      .execute();
    const refundedThatDay = await db
      .selectFrom('payments')
      .select(columns)
      .where('gateway', '=', gateway)
      .where('status', '=', 'refunded')
      .where('refunded_at', '>=', start)
      .where('refunded_at', '<', end)
      .execute();
    return {
      known,
      paidThatDay: paidThatDay.map(toOurs),
      refundedThatDay: refundedThatDay.map(toOurs),
      refundNumber,
    };
  }

  /** The day's row, made if new, locked for this transaction. */
  async function claimDay(trxGiven: Connection, gateway: CashGateway, day: string, now: number) {
    const trx = ownTables<PaymentTables>(trxGiven);
    await trx
      .insertInto('payment_reconciliations')
      .values({
        gateway,
        day,
        status: 'failed',
        lines: 0,
        matched: 0,
        error: null,
        checked_at: now,
      })
      .onConflict((oc) => oc.columns(['gateway', 'day']).doNothing())
      .execute();
    return forUpdate(
      trx,
      trx
        .selectFrom('payment_reconciliations')
        .selectAll()
        .where('gateway', '=', gateway)
        .where('day', '=', day),
    ).executeTakeFirstOrThrow();
  }

  /** Stores a check's outcome; mismatches resolved before stay, with their notes. */
  async function store(
    gateway: CashGateway,
    day: string,
    result: { lines: number; matched: number; mismatches: Mismatch[] },
    now: number,
    audit?: Auditor,
  ): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const row = await claimDay(trx, gateway, day, now);
      const resolved = await trx
        .selectFrom('payment_mismatches')
        .select(['kind', 'line_kind', 'session_id'])
        .where('reconciliation_id', '=', row.id)
        .where('resolved_at', 'is not', null)
        .execute();
      const kept = new Set(
        resolved.map((m) =>
          byKey({ kind: m.kind, lineKind: m.line_kind, sessionId: m.session_id }),
        ),
      );
      await trx
        .deleteFrom('payment_mismatches')
        .where('reconciliation_id', '=', row.id)
        .where('resolved_at', 'is', null)
        .execute();
      const fresh = result.mismatches.filter((m) => !kept.has(byKey(m)));
      if (fresh.length > 0) {
        await trx
          .insertInto('payment_mismatches')
          .values(
            fresh.map((m) => ({
              reconciliation_id: row.id,
              kind: m.kind,
              line_kind: m.lineKind,
              session_id: m.sessionId,
              refund_no: m.refundNo,
              trade_no: m.tradeNo,
              our_amount: m.ourAmount,
              their_amount: m.theirAmount,
              our_status: m.ourStatus,
              their_status: m.theirStatus,
              resolved_at: null,
              resolved_by_id: null,
              resolved_by: null,
              note: null,
              created_at: now,
            })),
          )
          .execute();
      }
      const after = {
        status: result.mismatches.length > 0 || resolved.length > 0 ? 'mismatched' : 'matched',
        lines: result.lines,
        matched: result.matched,
        error: null,
        checked_at: now,
      } as const;
      await trx
        .updateTable('payment_reconciliations')
        .set(after)
        .where('id', '=', row.id)
        .execute();
      // A check staff ran themselves is theirs in the trail; the morning job's is the shop's.
      await audit?.record(trx, {
        target_type: 'payment_reconciliation',
        target_id: row.id,
        before: { status: row.status, lines: row.lines, matched: row.matched },
        after: { status: after.status, lines: after.lines, matched: after.matched },
      });
      return row.id;
    });
  }

  /** A check that could not read the bills: recorded unless the day was read before. */
  async function storeFailure(gateway: CashGateway, day: string, error: unknown, now: number) {
    const reason = error instanceof Error ? error.message : String(error);
    await db.transaction().execute(async (trx) => {
      const row = await claimDay(trx, gateway, day, now);
      if (row.status !== 'failed') return;
      await trx
        .updateTable('payment_reconciliations')
        .set({ error: reason.slice(0, 300), checked_at: now })
        .where('id', '=', row.id)
        .execute();
    });
  }

  /** Reads the gateway's bill of the day and matches it; the day's id, or the failure thrown. */
  async function check(
    gateway: CashGateway,
    day: string,
    now: number,
    audit?: Auditor,
  ): Promise<number> {
    let lines: BillLine[];
    try {
      lines = await payments.bill(gateway, day);
    } catch (error) {
      await storeFailure(gateway, day, error, now);
      throw error;
    }
    const ours = await oursFor(gateway, day, lines);
    return store(gateway, day, { lines: lines.length, ...matchBill(lines, ours) }, now, audit);
  }

  const mismatchColumns = [
    'm.id',
    'm.kind',
    'm.line_kind',
    'm.session_id',
    'm.refund_no',
    'm.trade_no',
    'm.our_amount',
    'm.their_amount',
    'm.our_status',
    'm.their_status',
    'm.resolved_at',
    'm.resolved_by',
    'm.note',
    'p.order_id',
  ] as const;

  function mismatchesOf(trxGiven: Connection) {
    const trx = ownTables<PaymentTables>(trxGiven);
    return trx
      .selectFrom('payment_mismatches as m')
      .leftJoin('payment_reconciliations as r', 'r.id', 'm.reconciliation_id')
      .leftJoin('payments as p', (join) =>
        join.onRef('p.session_id', '=', 'm.session_id').onRef('p.gateway', '=', 'r.gateway'),
      )
      .select(mismatchColumns)
      .select((eb) => deps.orderNumberOf(trx, eb.ref('p.order_id')).as('order_no'));
  }

  const money = (fen: number | null) => (fen === null ? null : fenToYuan(Number(fen)));

  function toMismatch(
    row: Pick<
      Selectable<PaymentMismatchesTable>,
      | 'id'
      | 'kind'
      | 'line_kind'
      | 'session_id'
      | 'refund_no'
      | 'trade_no'
      | 'our_amount'
      | 'their_amount'
      | 'our_status'
      | 'their_status'
      | 'resolved_at'
      | 'resolved_by'
      | 'note'
    > & { order_id: number | null; order_no: string | null },
  ): MismatchRow {
    return {
      id: row.id,
      kind: row.kind,
      line_kind: row.line_kind,
      session_id: row.session_id,
      refund_no: row.refund_no,
      trade_no: row.trade_no,
      order_id: row.order_id,
      order_no: row.order_no,
      our_amount: money(row.our_amount),
      their_amount: money(row.their_amount),
      our_status: row.our_status,
      their_status: row.their_status,
      resolved_at: row.resolved_at === null ? null : toIso(Number(row.resolved_at)),
      resolved_by: row.resolved_by,
      note: row.note,
    };
  }

  function daysWithCounts(trxGiven: Connection) {
    const trx = ownTables<PaymentTables>(trxGiven);
    return trx.selectFrom('payment_reconciliations as r').select((eb) => [
      'r.id',
      'r.gateway',
      'r.day',
      'r.status',
      'r.lines',
      'r.matched',
      'r.error',
      'r.checked_at',
      eb
        .selectFrom('payment_mismatches as m')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('m.reconciliation_id', '=', 'r.id')
        .as('mismatches'),
      eb
        .selectFrom('payment_mismatches as m')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('m.reconciliation_id', '=', 'r.id')
        .where('m.resolved_at', 'is', null)
        .as('unresolved'),
    ]);
  }

  type DayRow = Awaited<ReturnType<ReturnType<typeof daysWithCounts>['executeTakeFirstOrThrow']>>;

  function toDay(row: DayRow): ActionOutput<'reconciliationList'>['list'][number] {
    return {
      id: row.id,
      gateway: row.gateway as CashGateway,
      day: row.day,
      status: row.status,
      lines: Number(row.lines),
      matched: Number(row.matched),
      mismatches: Number(row.mismatches ?? 0),
      unresolved: Number(row.unresolved ?? 0),
      error: row.error,
      checked_at: toIso(Number(row.checked_at)),
    };
  }

  async function info(id: number): Promise<Info> {
    const row = await daysWithCounts(db).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('reconciliationNotFound');
    const items = await mismatchesOf(db)
      .where('m.reconciliation_id', '=', id)
      .orderBy('m.id')
      .execute();
    return { ...toDay(row), items: items.map(toMismatch) };
  }

  return {
    /**
     * The job: once the shop's bill time has passed (Beijing time), yesterday's bills of every
     * gateway that has them, each day once, a failed one again after a while.
     */
    async checkDue(now: number, log: (err: unknown, gateway: CashGateway) => void) {
      const { bill_check_time: at } = await deps.settings.shop();
      const wallClock = minuteIn(now, BILL_TIME_ZONE);
      if (wallClock.slice(11) < at) return;
      const day = previousDay(wallClock.slice(0, 10));
      for (const gateway of payments.billingGateways()) {
        const done = await db
          .selectFrom('payment_reconciliations')
          .select(['status', 'checked_at'])
          .where('gateway', '=', gateway)
          .where('day', '=', day)
          .executeTakeFirst();
        if (done && (done.status !== 'failed' || done.checked_at > now - RETRY_AFTER_MS)) continue;
        try {
          await check(gateway, day, now);
        } catch (err) {
          log(err, gateway);
        }
      }
    },

    /** Staff check a past day now. */
    async run({ gateway, day }: ActionParams<'reconciliationRun'>, audit: Auditor): Promise<Info> {
      const now = deps.clock.now();
      if (day >= dayIn(now, BILL_TIME_ZONE)) throw new AppError('reconciliationDayNotPast');
      if (!payments.billingGateways().includes(gateway)) {
        throw new AppError('reconciliationGatewayNotSet');
      }
      let id: number;
      try {
        id = await check(gateway, day, now, audit);
      } catch (error) {
        throw new AppError('reconciliationBillUnavailable', {}, 100, { cause: error });
      }
      return info(id);
    },

    async list(input: ActionParams<'reconciliationList'>) {
      let query = daysWithCounts(db);
      if (input.gateway) query = query.where('r.gateway', '=', input.gateway);
      if (input.unresolved) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('payment_mismatches as m')
              .select('m.id')
              .whereRef('m.reconciliation_id', '=', 'r.id')
              .where('m.resolved_at', 'is', null),
          ),
        );
      }
      return pagedList(
        query.orderBy('r.day', 'desc').orderBy('r.gateway'),
        query.clearSelect(),
        input,
        (rows) => rows.map(toDay),
      );
    },

    info,

    /**
     * Resolves an open mismatch with the staff member's note. Conditional on it being open, so
     * of two at once one lands and the other is told.
     */
    async resolve({ id, note }: ActionParams<'mismatchResolve'>, audit: Auditor) {
      const now = deps.clock.now();
      return db.transaction().execute(async (trx) => {
        const current = await trx
          .selectFrom('payment_mismatches')
          .select(['id', 'resolved_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!current) throw new AppError('mismatchNotFound');
        const result = await trx
          .updateTable('payment_mismatches')
          .set({
            resolved_at: now,
            resolved_by_id: audit.actor.id,
            resolved_by: audit.actor.name,
            note,
          })
          .where('id', '=', id)
          .where('resolved_at', 'is', null)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new AppError('mismatchResolvedMeanwhile');
        await audit.record(trx, {
          target_type: 'payment_mismatch',
          target_id: id,
          before: { resolved: false },
          after: { resolved: true, note },
        });
        return toMismatch(await mismatchesOf(trx).where('m.id', '=', id).executeTakeFirstOrThrow());
      });
    },

    /** Mismatches no one has resolved: the dashboard raises them. */
    async unresolved(): Promise<number> {
      const row = await db
        .selectFrom('payment_mismatches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('resolved_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type ReconciliationService = ReturnType<typeof reconciliationService>;
