import { ProviderRefusal } from '../payment-gateway';

/** Alipay answered and said no (`code` other than 10000); `subCode` says why, e.g. ACQ.TRADE_NOT_EXIST. */
export class AlipayRefusedError extends ProviderRefusal {
  constructor(
    readonly method: string,
    readonly code: string,
    readonly subCode: string | undefined,
    readonly subMsg: string | undefined,
  ) {
    super(`${method} refused: ${code} ${subCode ?? ''} ${subMsg ?? ''}`.trim());
    this.name = 'AlipayRefusedError';
  }
}

/** No answer in time, no connection, or a 5xx: the call may or may not have taken effect. */
export class AlipayUnavailableError extends Error {
  constructor(method: string, options?: ErrorOptions) {
    super(`${method}: Alipay is unavailable`, options);
    this.name = 'AlipayUnavailableError';
  }
}

/** An answer that fails Alipay's signature or cannot be read: trusted no more than no answer. */
export class AlipayAnswerError extends Error {
  constructor(method: string, options?: ErrorOptions) {
    super(`${method}: Alipay's answer could not be trusted`, options);
    this.name = 'AlipayAnswerError';
  }
}
