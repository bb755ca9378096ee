import { describe, expect, it } from 'vitest';
import type { BillLine } from '../payment-gateway';
import { matchBill, type OurPayment } from './bill-match';

const refundNumber = (sessionId: string) => `R${sessionId.slice(1)}`;

function payment(sessionId: string, amount: number, status: OurPayment['status']): OurPayment {
  return { sessionId, tradeNo: `T${sessionId}`, amount, status };
}

function line(kind: BillLine['kind'], sessionId: string, amount: number): BillLine {
  return {
    kind,
    sessionId,
    refundNo: kind === 'refund' ? refundNumber(sessionId) : '',
    tradeNo: `T${sessionId}`,
    amount,
    status: kind === 'payment' ? 'paid' : 'refunded',
  };
}

function ours(payments: OurPayment[], paid: string[], refunded: string[]) {
  const known = new Map(payments.map((p) => [p.sessionId, p]));
  const pick = (ids: string[]) => ids.map((id) => known.get(id)!);
  return { known, paidThatDay: pick(paid), refundedThatDay: pick(refunded), refundNumber };
}

describe('matching a day’s bill against the payments', () => {
  it('matches a clean day line by line, payments and refunds', () => {
    const shop = [payment('P1', 1000, 'paid'), payment('P2', 2500, 'refunded')];
    const result = matchBill(
      [line('payment', 'P1', 1000), line('payment', 'P2', 2500), line('refund', 'P2', 2500)],
      ours(shop, ['P1', 'P2'], ['P2']),
    );
    expect(result).toEqual({ matched: 3, mismatches: [] });
  });

  it('names each kind of disagreement once', () => {
    const shop = [
      payment('P1', 1000, 'paid'),
      payment('P2', 2500, 'paid'),
      payment('P3', 800, 'pending'),
      payment('P4', 300, 'paid'),
    ];
    const result = matchBill(
      [
        line('payment', 'P1', 1000),
        line('payment', 'P2', 2400),
        line('payment', 'P3', 800),
        line('payment', 'P9', 5000),
      ],
      ours(shop, ['P1', 'P2', 'P4'], []),
    );
    expect(result.matched).toBe(1);
    expect(
      result.mismatches.map((m) => [m.kind, m.sessionId, m.ourAmount, m.theirAmount, m.ourStatus]),
    ).toEqual([
      ['amount', 'P2', 2500, 2400, 'paid'],
      ['status', 'P3', 800, 800, 'pending'],
      ['missing_here', 'P9', null, 5000, null],
      ['missing_there', 'P4', 300, null, 'paid'],
    ]);
  });

  it('finds a refund the provider booked that the shop has not, and one the bill lacks', () => {
    const shop = [payment('P1', 1000, 'paid'), payment('P2', 700, 'refunded')];
    const result = matchBill([line('refund', 'P1', 1000)], ours(shop, [], ['P2']));
    expect(result.mismatches.map((m) => [m.kind, m.lineKind, m.sessionId, m.refundNo])).toEqual([
      ['status', 'refund', 'P1', 'R1'],
      ['missing_there', 'refund', 'P2', 'R2'],
    ]);
  });

  it('counts a payment the shop booked the day before (across midnight) as matched', () => {
    const shop = [payment('P1', 1000, 'paid')];
    const result = matchBill([line('payment', 'P1', 1000)], ours(shop, [], []));
    expect(result).toEqual({ matched: 1, mismatches: [] });
  });
});
