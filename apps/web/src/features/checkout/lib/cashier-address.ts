/**
 * The cashier as a phone reaches it: the gateway gives a path on this site, which the QR code
 * needs as an absolute address. An address that is absolute already is kept as it is.
 */
export function absoluteCashierUrl(cashierUrl: string, origin: string): string {
  return /^https?:\/\//i.test(cashierUrl) ? cashierUrl : `${origin}${cashierUrl}`;
}

/** Whether the cashier is a page of this site, so the router can open it in place. */
export function isSameSite(cashierUrl: string, origin: string): boolean {
  return cashierUrl.startsWith('/') || cashierUrl.startsWith(`${origin}/`);
}
