import type { ActionName } from '@atelier/contract/routes';
import type { RequestOptions } from './request';

export type CallOptions = Pick<RequestOptions, 'signal' | 'withToken' | 'quietRefusal'>;

/**
 * Sends one call of a contract action and resolves with its data. `input` is the action's
 * input, or the file for a multipart action.
 */
export type Transport = (
  name: ActionName,
  input?: unknown,
  options?: CallOptions,
) => Promise<unknown>;

let replacement: Transport | null = null;

/**
 * Unit tests answer actions from a table of handlers instead of HTTP; null puts HTTP back.
 * Kept apart from the HTTP code so a test can set it without loading the request client.
 */
export function setTransport(next: Transport | null): void {
  replacement = next;
}

export function replacedTransport(): Transport | null {
  return replacement;
}
