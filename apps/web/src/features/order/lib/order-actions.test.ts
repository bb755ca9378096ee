import { ORDER_STATUSES } from '@atelier/contract/codes';
import { describe, expect, it } from 'vitest';
import { orderActions } from './order-actions';

describe('orderActions', () => {
  it('offers what each status allows', () => {
    expect(orderActions('unpaid')).toEqual(['cancel', 'pay']);
    expect(orderActions('undelivered')).toEqual(['cancel']);
    expect(orderActions('unreceived')).toEqual(['receive']);
    expect(orderActions('completed')).toEqual(['delete']);
    expect(orderActions('canceled')).toEqual(['delete']);
  });

  it('offers the address change only before shipment, while it is still allowed', () => {
    expect(orderActions('unpaid', { addressChangeable: true })).toEqual([
      'cancel',
      'changeAddress',
      'pay',
    ]);
    expect(orderActions('undelivered', { addressChangeable: true })).toEqual([
      'cancel',
      'changeAddress',
    ]);
    for (const status of ['unreceived', 'completed', 'canceled'] as const) {
      expect(orderActions(status, { addressChangeable: true })).not.toContain('changeAddress');
    }
  });

  it('never lets a shipped order be cancelled, nor an open one deleted, nor pays twice', () => {
    for (const status of ORDER_STATUSES) {
      const actions = orderActions(status, { addressChangeable: true });
      if (status === 'unreceived' || status === 'completed')
        expect(actions).not.toContain('cancel');
      if (status !== 'completed' && status !== 'canceled') expect(actions).not.toContain('delete');
      if (status !== 'unpaid') expect(actions).not.toContain('pay');
      if (status !== 'unreceived') expect(actions).not.toContain('receive');
    }
  });
});
