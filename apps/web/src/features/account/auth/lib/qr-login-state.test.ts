import { describe, expect, it } from 'vitest';
import {
  initialQrState,
  QR_MAX_MISSES,
  qrLoginReducer,
  qrLoginUrl,
  type QrPollResult,
  type QrState,
  type QrTicket,
  type QrUserinfo,
} from './qr-login-state';
import { userInfo } from '@/shared/testing/user-info';

const ticket: QrTicket = {
  ticket: 't-1',
  secret: 's-1',
  expires_at: '2026-01-01T00:02:00.000Z',
};

const userinfo: QrUserinfo = { ...userInfo({ mobile: '13912345678' }), token: 'tok' };

const waiting = qrLoginReducer(initialQrState, { type: 'created', ticket });

function poll(state: QrState, status: QrPollResult['status'], withUser = false): QrState {
  return qrLoginReducer(state, {
    type: 'polled',
    result: { status, userinfo: withUser ? userinfo : null },
  });
}

describe('qrLoginReducer', () => {
  it('opens a ticket and waits on it', () => {
    expect(initialQrState).toEqual({ kind: 'creating' });
    expect(waiting).toEqual({ kind: 'pending', ticket, round: 0, misses: 0 });
  });

  it('moves to scanned and keeps polling the same ticket with a new round each time', () => {
    const first = poll(waiting, 'pending');
    expect(first).toMatchObject({ kind: 'pending', round: 1 });
    const scanned = poll(first, 'scanned');
    expect(scanned).toEqual({ kind: 'scanned', ticket, round: 2, misses: 0 });
  });

  it('signs in with the session the first confirmed poll carries', () => {
    expect(poll(poll(waiting, 'scanned'), 'confirmed', true)).toEqual({
      kind: 'confirmed',
      userinfo,
    });
  });

  it('replaces an expired or already collected ticket with a new one', () => {
    expect(poll(waiting, 'expired')).toEqual({ kind: 'creating' });
    expect(poll(waiting, 'used')).toEqual({ kind: 'creating' });
    expect(poll(waiting, 'confirmed')).toEqual({ kind: 'creating' });
  });

  it('stops on a rejection until the visitor asks for a new code', () => {
    const rejected = poll(poll(waiting, 'scanned'), 'rejected');
    expect(rejected).toEqual({ kind: 'rejected' });
    expect(poll(rejected, 'pending')).toBe(rejected);
    expect(qrLoginReducer(rejected, { type: 'retry' })).toEqual({ kind: 'creating' });
  });

  it('rides out a few unanswered polls, but not a refusal', () => {
    let state: QrState = waiting;
    for (let miss = 1; miss < QR_MAX_MISSES; miss += 1) {
      state = qrLoginReducer(state, { type: 'failed', shown: false });
      expect(state).toMatchObject({ kind: 'pending', misses: miss, round: miss });
    }
    expect(qrLoginReducer(state, { type: 'failed', shown: false })).toEqual({ kind: 'failed' });
    expect(poll(state, 'pending')).toMatchObject({ misses: 0 });
    expect(qrLoginReducer(waiting, { type: 'failed', shown: true })).toEqual({ kind: 'failed' });
  });

  it('fails when no ticket could be opened, and ignores a late ticket afterwards', () => {
    const failed = qrLoginReducer(initialQrState, { type: 'failed', shown: false });
    expect(failed).toEqual({ kind: 'failed' });
    expect(qrLoginReducer(failed, { type: 'created', ticket })).toBe(failed);
  });
});

describe('qrLoginUrl', () => {
  it('points the phone at the confirmation page with the ticket encoded', () => {
    expect(qrLoginUrl('https://shop.example', 'a+b/c')).toBe(
      'https://shop.example/qrLogin?ticket=a%2Bb%2Fc',
    );
  });
});
