/*
 * How a points-game result follows from its seeds, shared by the server that decides it and the
 * browser that checks it afterwards. The HMAC itself is computed by each side's own crypto.
 */

/** What a play's HMAC-SHA256 signs, keyed by the server seed: the client seed and play number. */
export function playMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** Bits of the HMAC read as the draw: 52, so the fraction below is exact. */
const DRAW_BITS = 52n;

/**
 * The prize an HMAC (hex) picks: its first 52 bits as a fraction of 2^52, scaled onto the total
 * weight in whole numbers, land in one prize's share. Exact integer arithmetic, so the server
 * and every browser agree on each boundary.
 */
export function pickPrize(hmacHex: string, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (!(total > 0)) throw new RangeError('the prize weights sum to nothing');
  const draw = BigInt(`0x${hmacHex.slice(0, Number(DRAW_BITS) / 4)}`);
  let target = (draw * BigInt(total)) >> DRAW_BITS;
  for (const [index, weight] of weights.entries()) {
    if (target < BigInt(weight)) return index;
    target -= BigInt(weight);
  }
  throw new RangeError('the draw fell outside the weights');
}

/** Each prize's published odds, as "12.50%". */
export function oddsOf(weights: readonly number[]): string[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => `${((weight / total) * 100).toFixed(2)}%`);
}
