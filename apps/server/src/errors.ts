import type { MessageKey, MessageParams } from './i18n/messages';

/**
 * The input field a refusal is about, sent beside its message so a form can show it under that
 * field. A wrong password and an unknown account share one message on purpose (nobody learns
 * which accounts exist); it belongs under the password, where the next try starts.
 */
export const refusalFields: Partial<Record<MessageKey, string>> = {
  badCredentials: 'password',
  accountLocked: 'password',
  passwordWrong: 'password',
  notAdmin: 'account',
  mobileUnknown: 'mobile',
  mobileTaken: 'mobile',
  smsNumberRefused: 'mobile',
  usernameTaken: 'username',
  smsCodeWrong: 'captcha',
  smsCodeDead: 'captcha',
  // The sign-in form offers to restore the account.
  accountCancelPending: 'restore',
};

/**
 * Refusals that go out with an HTTP status of their own instead of 200, the envelope still
 * `code 100`: a staff member acting on a staff account they may not touch is forbidden.
 */
export const refusalStatuses: Partial<Record<MessageKey, 403>> = {
  staffTarget: 403,
};

/**
 * A refusal the user should read: becomes HTTP 200 with `code 100` (or the given code) and the
 * message in the request's language; `code 429` (a client over its budget) is also HTTP 429.
 * Services throw these; the error handler maps them.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    readonly code: 100 | 401 | 429 = 100,
    options?: ErrorOptions,
  ) {
    super(key, options);
    this.name = 'AppError';
  }
}
