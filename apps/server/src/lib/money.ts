/** Integer fen as the wire carries money: yuan with two places, such as "128.00". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The wire's "128.00" (already checked by the contract) as integer fen, without float error. */
export function yuanToFen(yuan: string): number {
  const [whole = '0', cents = '00'] = yuan.replace('-', '').split('.');
  const fen = Number(whole) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
  return yuan.startsWith('-') ? -fen : fen;
}

const YUAN = /^-?\d{1,13}(\.\d{1,2})?$/;

/**
 * A provider's yuan as its files write it ("0.01", "-128.00", "12.5") as integer fen; undefined
 * for text that is not such an amount.
 */
export function parseYuan(text: string): number | undefined {
  return YUAN.test(text) ? yuanToFen(text) : undefined;
}
