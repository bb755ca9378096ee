import type { ActionOutput } from '@atelier/contract';
import { paths } from '@/shared/config/paths';

export type QrTicket = ActionOutput<'qrLoginCreate'>;
export type QrPollResult = ActionOutput<'qrLoginPoll'>;
export type QrUserinfo = NonNullable<QrPollResult['userinfo']>;

/** Polls that fail without an answer (network, timeout) before the panel gives up. */
export const QR_MAX_MISSES = 3;
export const QR_POLL_MS = 2000;

/**
 * What the QR panel shows. `creating` opens a ticket (first, after expiry, on retry); a
 * waiting ticket is polled; `round` changes on every poll so the next one gets scheduled.
 */
export type QrState =
  | { kind: 'creating' }
  | { kind: 'pending' | 'scanned'; ticket: QrTicket; round: number; misses: number }
  | { kind: 'rejected' }
  | { kind: 'failed' }
  | { kind: 'confirmed'; userinfo: QrUserinfo };

export type QrEvent =
  | { type: 'retry' }
  | { type: 'created'; ticket: QrTicket }
  | { type: 'polled'; result: QrPollResult }
  /** `shown`: the server refused and the request client showed it; otherwise no answer came. */
  | { type: 'failed'; shown: boolean };

export const initialQrState: QrState = { kind: 'creating' };

export function qrLoginReducer(state: QrState, event: QrEvent): QrState {
  switch (event.type) {
    case 'retry':
      return { kind: 'creating' };
    case 'created':
      return state.kind === 'creating'
        ? { kind: 'pending', ticket: event.ticket, round: 0, misses: 0 }
        : state;
    case 'polled': {
      if (state.kind !== 'pending' && state.kind !== 'scanned') return state;
      const { status, userinfo } = event.result;
      const round = state.round + 1;
      if (status === 'pending' || status === 'scanned') {
        return { kind: status, ticket: state.ticket, round, misses: 0 };
      }
      if (status === 'rejected') return { kind: 'rejected' };
      if (status === 'confirmed' && userinfo) return { kind: 'confirmed', userinfo };
      // Expired, or collected already: a fresh ticket replaces it without asking.
      return { kind: 'creating' };
    }
    case 'failed': {
      if (state.kind === 'creating') return { kind: 'failed' };
      if (state.kind !== 'pending' && state.kind !== 'scanned') return state;
      const misses = state.misses + 1;
      if (event.shown || misses >= QR_MAX_MISSES) return { kind: 'failed' };
      return { ...state, round: state.round + 1, misses };
    }
  }
}

/** The address the QR code encodes: the phone's confirmation page for this ticket. */
export function qrLoginUrl(origin: string, ticket: string): string {
  return `${origin}${paths.qrLogin.href(ticket)}`;
}
