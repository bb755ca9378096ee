import type { ActionOutput, ActionParams, CashGateway } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { PaymentTables } from '../../db/tables/payment';
import { fenToYuan } from '../../lib/money';
import { toIso } from '../../lib/time';
import type { OrderNumberOf } from './order-numbers';
import { refundNumber } from './payment-service';

type Row = ActionOutput<'paymentList'>['list'][number];

/** The console's list of cash payments, with each one's provider numbers. */
export function paymentsConsole(db: Kysely<PaymentTables>, orderNumberOf: OrderNumberOf) {
  return {
    async list(input: ActionParams<'paymentList'>): Promise<ActionOutput<'paymentList'>> {
      let query = db.selectFrom('payments as p');
      if (input.gateway) query = query.where('p.gateway', '=', input.gateway);
      if (input.status) query = query.where('p.status', '=', input.status);
      if (input.q) {
        const q = input.q;
        query = query.where((eb) =>
          eb.or([
            eb(orderNumberOf(db, eb.ref('p.order_id')), '=', q),
            eb('p.session_id', '=', q),
            eb('p.trade_no', '=', q),
            // A refund is searched by its number too, which the provider's bill shows.
            eb('p.session_id', '=', q.replace(/^R/, 'P')),
          ]),
        );
      }
      return pagedList(
        query
          .select([
            'p.id',
            'p.order_id',
            'p.gateway',
            'p.session_id',
            'p.trade_no',
            'p.amount',
            'p.status',
            'p.device',
            'p.created_at',
            'p.paid_at',
            'p.refunded_at',
          ])
          .select((eb) => orderNumberOf(db, eb.ref('p.order_id')).as('order_no'))
          .orderBy('p.id', 'desc'),
        query,
        input,
        (rows) =>
          rows.map((row): Row => ({
            id: row.id,
            order_id: row.order_id,
            // Every payment has its order (a foreign key): the number is never missing.
            order_no: row.order_no ?? '',
            gateway: row.gateway as CashGateway,
            session_id: row.session_id,
            trade_no: row.trade_no,
            refund_no: row.status === 'refunded' ? refundNumber(row.session_id) : null,
            amount: fenToYuan(Number(row.amount)),
            status: row.status,
            device: row.device,
            created_at: toIso(Number(row.created_at)),
            paid_at: row.paid_at === null ? null : toIso(Number(row.paid_at)),
            refunded_at: row.refunded_at === null ? null : toIso(Number(row.refunded_at)),
          })),
      );
    },
  };
}
export type PaymentsConsole = ReturnType<typeof paymentsConsole>;
