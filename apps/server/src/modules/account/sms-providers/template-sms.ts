import type { SmsEvent } from '@atelier/contract';

/** The values a code message can put in its template. */
export const CODE_VALUES = ['code', 'minutes'] as const;
/** The values the shipping notice can put in its template. */
export const SHIPPED_VALUES = ['carrier', 'tracking_no'] as const;

/** The values a drop's notice to a winner can put in its template. */
export const DROP_WON_VALUES = ['product', 'hours'] as const;

export type CodeValue = (typeof CODE_VALUES)[number];
export type ShippedValue = (typeof SHIPPED_VALUES)[number];
export type DropWonValue = (typeof DROP_WON_VALUES)[number];

/**
 * One template variable and what fills it. Aliyun reads them by name (`${code}`), Tencent Cloud
 * by position (`{1}`, `{2}`), so the list keeps its order.
 */
export interface TemplateParam<V extends string> {
  name: string;
  value: V;
}

/** The approved signature and templates a shop registered with its provider. */
export interface SmsTemplates {
  signName: string;
  /** The template of each code message. */
  codes: Record<SmsEvent, string>;
  /** The shipping notice's template; without one, no notice is sent. */
  shipped: string | undefined;
  /** The notice to a drop's winner (or an entry moved up); without one, no notice is sent. */
  dropWon: string | undefined;
  codeParams: TemplateParam<CodeValue>[];
  shippedParams: TemplateParam<ShippedValue>[];
  dropWonParams: TemplateParam<DropWonValue>[];
}

/** One message as a provider sends it: an approved template and its variables, filled. */
export interface TemplateMessage {
  /** Mainland number, 11 digits. */
  mobile: string;
  template: string;
  /** In the template's order. */
  params: Array<{ name: string; value: string }>;
}

/** A provider that texts approved templates: Aliyun SMS, Tencent Cloud SMS. */
export interface TemplateSms {
  readonly name: 'aliyun' | 'tencent';
  send(message: TemplateMessage): Promise<void>;
}

/**
 * Why a provider did not send: the number (`number`), the shop's signature or template
 * (`template`, not approved or its parameters not matching), its own limit for the number
 * (`limited`), or anything else (`failed`: credentials, outage, timeout).
 */
export type SmsRefusalReason = 'number' | 'template' | 'limited' | 'failed';

/** A provider's refusal, with its own code for the log. */
export class SmsRefused extends Error {
  constructor(
    readonly reason: SmsRefusalReason,
    readonly provider: string,
    readonly providerCode: string,
    detail: string,
    options?: ErrorOptions,
  ) {
    super(`${provider} SMS refused (${providerCode}): ${detail}`, options);
    this.name = 'SmsRefused';
  }
}

/** A provider's endpoint override (tests, a private gateway): protocol and host. */
export function endpointParts(endpoint: string): { protocol: 'http' | 'https'; host: string } {
  const url = new URL(endpoint);
  return { protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host };
}
