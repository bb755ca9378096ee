import type { MessageKey, MessageParams } from './i18n/messages';

/**
 * A refusal the user should read: becomes HTTP 200 with `code 100` (or the given code) and the
 * message in the request's language. Services throw these; the error handler maps them.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly code: 100 | 401 = 100,
    options?: ErrorOptions,
  ) {
    super(key, options);
    this.name = 'AppError';
  }
}
