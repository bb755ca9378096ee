/** 13812345678 → 138****5678: staff lists never show a customer's whole number. */
export function maskedMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}
