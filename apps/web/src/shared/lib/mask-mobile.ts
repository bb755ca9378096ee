/** 13800000002 -> 138****0002; anything that is not an 11-digit number keeps only its ends. */
export function maskMobile(mobile: string): string {
  const value = mobile.trim();
  if (/^\d{11}$/.test(value)) return `${value.slice(0, 3)}****${value.slice(7)}`;
  if (value.length <= 4) return value.replace(/./g, '*');
  return `${value.slice(0, 2)}${'*'.repeat(value.length - 4)}${value.slice(-2)}`;
}
