import type { ActionOutput, Lang } from '@atelier/contract';
import { localized } from '../../i18n/localized';
import { fenToYuan } from '../../lib/money';
import { toIso } from '../../lib/time';
import { isCashGateway } from '../payment/payment-service';
import type { OrderItemRow, OrderRow } from './order-repository';
import { allows } from './order-status';

type Detail = ActionOutput<'orderInfo'>;
type Summary = ActionOutput<'orderList'>['list'][number];
type Line = Detail['lines'][number];

/** A line at its unit prices (fen, points) with the sums the pages show. */
export function orderLine(line: {
  product_id: number;
  name: string;
  image: string;
  price: number;
  score_price: number;
  earn_score: number;
  quantity: number;
}): Line {
  return {
    product_id: line.product_id,
    name: line.name,
    image: line.image,
    price: fenToYuan(line.price),
    score_price: line.score_price,
    quantity: line.quantity,
    line_total: fenToYuan(line.price * line.quantity),
    line_score: line.score_price * line.quantity,
    earn_score: line.earn_score * line.quantity,
  };
}

function itemLine(item: OrderItemRow, lang: Lang): Line {
  return orderLine({ ...item, name: localized(item, 'name', lang) });
}

export function toSummary(row: OrderRow, items: readonly OrderItemRow[], lang: Lang): Summary {
  return {
    id: row.id,
    order_no: row.order_no,
    type: row.type,
    status: row.status,
    lines: items.map((item) => itemLine(item, lang)),
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    total_amount: fenToYuan(row.total_amount),
    total_score: row.total_score,
    pay_deadline: toIso(row.pay_deadline),
    created_at: toIso(row.created_at),
  };
}

const isoOrNull = (ms: number | null) => (ms === null ? null : toIso(ms));

export function toDetail(row: OrderRow, items: readonly OrderItemRow[], lang: Lang): Detail {
  const paid = row.paid_at !== null;
  const cash = paid && row.pay_method !== null && isCashGateway(row.pay_method);
  return {
    ...toSummary(row, items, lang),
    goods_amount: fenToYuan(row.goods_amount),
    ship_fee: fenToYuan(row.ship_fee),
    earn_score: row.earn_score,
    delivery: row.delivery,
    remark: row.remark,
    recipient: {
      name: row.recipient_name,
      mobile: row.recipient_mobile,
      province: row.province,
      city: row.city,
      district: row.district,
      address: row.address,
      postal_code: row.postal_code,
    },
    address_changeable: row.address_changed === 0 && allows('changeAddress', row.status),
    pay_method: row.pay_method,
    paid_amount: fenToYuan(cash ? row.total_amount : 0),
    paid_score: paid && row.pay_method === 'score' ? row.total_score : 0,
    paid_at: isoOrNull(row.paid_at),
    canceled_at: isoOrNull(row.canceled_at),
    cancel_reason: row.cancel_reason,
    refunded: row.refunded_at !== null,
    express:
      row.shipped_at !== null && row.carrier !== null && row.tracking_no !== null
        ? { carrier: row.carrier, tracking_no: row.tracking_no, shipped_at: toIso(row.shipped_at) }
        : null,
    received_at: isoOrNull(row.received_at),
    earned_score: row.earned_score,
  };
}
