/**
 * The cashier as a phone reaches it: the sandbox gives a path on this site, which the QR code
 * needs as an absolute address. An address with a scheme is kept as it is: a gateway's own
 * page (`https://…`) or a link its app opens (WeChat Pay's `weixin://…`).
 */
export function absoluteCashierUrl(cashierUrl: string, origin: string): string {
  return /^[a-z][a-z\d+.-]*:/i.test(cashierUrl) ? cashierUrl : `${origin}${cashierUrl}`;
}

/** Whether the cashier is a page of this site, so the router can open it in place. */
export function isSameSite(cashierUrl: string, origin: string): boolean {
  return cashierUrl.startsWith('/') || cashierUrl.startsWith(`${origin}/`);
}
