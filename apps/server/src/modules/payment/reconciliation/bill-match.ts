import type { MismatchKind } from '@atelier/contract';
import type { BillLine } from '../payment-gateway';

/** A payment as the shop keeps it, for matching against a bill. Amount in fen. */
export interface OurPayment {
  sessionId: string;
  tradeNo: string | null;
  amount: number;
  status: 'pending' | 'paid' | 'failed' | 'refunded';
}

export interface Mismatch {
  kind: MismatchKind;
  lineKind: BillLine['kind'];
  sessionId: string;
  refundNo: string | null;
  tradeNo: string | null;
  ourAmount: number | null;
  theirAmount: number | null;
  ourStatus: string | null;
  theirStatus: string | null;
}

const lineKey = (kind: BillLine['kind'], sessionId: string) => `${kind}:${sessionId}`;

/**
 * Matches a day's bill line by line against the shop's payments. `known` holds the shop's
 * payments the bill names, whatever day they were booked on here (a payment at midnight may fall
 * on the other side of it at the provider); `paidThatDay` and `refundedThatDay` what the shop
 * booked on the bill's day, each of which the bill should list.
 */
export function matchBill(
  lines: readonly BillLine[],
  ours: {
    known: ReadonlyMap<string, OurPayment>;
    paidThatDay: readonly OurPayment[];
    refundedThatDay: readonly OurPayment[];
    refundNumber: (sessionId: string) => string;
  },
): { matched: number; mismatches: Mismatch[] } {
  const mismatches: Mismatch[] = [];
  const billed = new Set<string>();
  let matched = 0;

  for (const line of lines) {
    billed.add(lineKey(line.kind, line.sessionId));
    const payment = ours.known.get(line.sessionId);
    const differ = (kind: MismatchKind) =>
      mismatches.push({
        kind,
        lineKind: line.kind,
        sessionId: line.sessionId,
        refundNo: line.refundNo || null,
        tradeNo: line.tradeNo || payment?.tradeNo || null,
        ourAmount: payment ? payment.amount : null,
        theirAmount: line.amount,
        ourStatus: payment ? payment.status : null,
        theirStatus: line.status,
      });
    if (!payment) {
      differ('missing_here');
    } else if (line.kind === 'payment' && !['paid', 'refunded'].includes(payment.status)) {
      differ('status');
    } else if (
      line.kind === 'refund' &&
      (payment.status !== 'refunded' || line.status !== 'refunded')
    ) {
      differ('status');
    } else if (payment.amount !== line.amount) {
      differ('amount');
    } else {
      matched += 1;
    }
  }

  const unbilled = (kind: BillLine['kind'], payment: OurPayment) => {
    if (billed.has(lineKey(kind, payment.sessionId))) return;
    mismatches.push({
      kind: 'missing_there',
      lineKind: kind,
      sessionId: payment.sessionId,
      refundNo: kind === 'refund' ? ours.refundNumber(payment.sessionId) : null,
      tradeNo: payment.tradeNo,
      ourAmount: payment.amount,
      theirAmount: null,
      ourStatus: payment.status,
      theirStatus: null,
    });
  };
  for (const payment of ours.paidThatDay) unbilled('payment', payment);
  for (const payment of ours.refundedThatDay) unbilled('refund', payment);

  return { matched, mismatches };
}
