/**
 * The money-input rule: digits and one decimal point only, a leading point gets a '0' prefix,
 * at most two decimals, a whole number in numeric form ('007' -> '7'), empty gives '0'.
 * A trailing point is kept so the user can go on typing the decimals.
 */
export function normaliseMoney(raw: string): string {
  const cleaned = raw.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  if (point === -1) return cleaned === '' ? '0' : stripLeadingZeros(cleaned);
  const whole = cleaned.slice(0, point);
  const decimals = cleaned
    .slice(point + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole === '' ? '0' : stripLeadingZeros(whole)}.${decimals}`;
}

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}
