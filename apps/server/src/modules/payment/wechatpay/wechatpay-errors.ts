import { ProviderRefusal } from '../payment-gateway';

/** WeChat Pay answered and said no: a 4xx with its `code` (PARAM_ERROR, ORDERPAID, NOT_ENOUGH, ...). */
export class WechatpayRefusal extends ProviderRefusal {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'WechatpayRefusal';
  }
}

/**
 * WeChat Pay could not be asked: a timeout, a lost connection, a 5xx, a 429 or an answer that
 * makes no sense. The call may or may not have taken effect, so it is retried with the same numbers.
 */
export class WechatpayUnavailable extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'WechatpayUnavailable';
  }
}

/** A 2xx answer whose signature does not check out with the platform key: never acted on. */
export class WechatpayUnverified extends Error {
  constructor(
    readonly code: string,
    options?: ErrorOptions,
  ) {
    super(`unverified WeChat Pay answer (${code})`, options);
    this.name = 'WechatpayUnverified';
  }
}

/** The plugin's own codes for an answer that fails its verification. */
const VERIFICATION_CODES = new Set([
  'EV3_RES_HEADERS_INCOMPLATE',
  'EV3_RES_HEADER_TIMESTAMP_OFFSET',
  'EV3_RES_HEADER_PLATFORM_SERIAL',
  'EV3_RES_HEADER_SIGNATURE_DIGEST',
]);

function field(thing: unknown, name: string): unknown {
  return typeof thing === 'object' && thing !== null ? Reflect.get(thing, name) : undefined;
}

function text(thing: unknown): string | undefined {
  return typeof thing === 'string' && thing !== '' ? thing : undefined;
}

/** The typed error for whatever a call through the plugin (an axios error) threw. */
export function wechatpayError(error: unknown): Error {
  if (
    error instanceof WechatpayRefusal ||
    error instanceof WechatpayUnavailable ||
    error instanceof WechatpayUnverified
  ) {
    return error;
  }
  const code = text(field(error, 'code'));
  if (code && VERIFICATION_CODES.has(code)) return new WechatpayUnverified(code, { cause: error });
  const response = field(error, 'response');
  const status = field(response, 'status');
  if (typeof status === 'number' && status >= 400 && status < 500 && status !== 429) {
    const data = field(response, 'data');
    return new WechatpayRefusal(
      text(field(data, 'code')) ?? `HTTP_${status}`,
      status,
      text(field(data, 'message')) ?? '',
    );
  }
  const reason = typeof status === 'number' ? `HTTP ${status}` : (code ?? 'no answer');
  return new WechatpayUnavailable(`WeChat Pay unavailable: ${reason}`, { cause: error });
}
