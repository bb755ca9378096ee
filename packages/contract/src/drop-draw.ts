/*
 * How a drop's winners follow from its seed and its entry list, shared by the server that draws
 * and the browser that checks the draw afterwards. Hashes are computed by each side's own crypto
 * (node:crypto, WebCrypto); everything else is here, so both sides run the same steps.
 *
 * The published algorithm:
 * 1. The entry list is its entries in ascending id, one line each, `<id>:<masked name>\n`; its
 *    digest is the SHA-256 of that text (UTF-8), hex.
 * 2. The seed is 32 random bytes (hex); its commitment, published when entries open, is the
 *    SHA-256 of those bytes, hex.
 * 3. Fisher-Yates over the ids in ascending order: for i from n-1 down to 1, the k-th step
 *    (k = 0, 1, …) computes HMAC-SHA256 keyed by the seed's bytes over `<list digest>:<k>`, reads
 *    its first 52 bits as a fraction of 2^52, scales it onto i + 1 places (j = ⌊f·(i+1)⌋) and
 *    swaps places i and j. The winners are the first N of the result; the rest follow in order.
 * A place's chance of being picked differs from exactly 1/(i+1) by less than (i+1)/2^52.
 */

export interface DrawEntry {
  id: number;
  name: string;
}

/** The published text of an entry list: what its digest is the SHA-256 of. */
export function entryListText(entries: readonly DrawEntry[]): string {
  return [...entries]
    .sort((a, b) => a.id - b.id)
    .map((entry) => `${entry.id}:${entry.name}\n`)
    .join('');
}

/** What the k-th step's HMAC signs. */
export function drawMessage(listDigest: string, step: number): string {
  return `${listDigest}:${step}`;
}

const DRAW_BITS = 52n;

/** The place an HMAC (hex) picks among `bound`: its first 52 bits scaled onto 0 … bound-1. */
export function placeBelow(hmacHex: string, bound: number): number {
  const draw = BigInt(`0x${hmacHex.slice(0, Number(DRAW_BITS) / 4)}`);
  return Number((draw * BigInt(bound)) >> DRAW_BITS);
}

/**
 * The entries' order: ids in ascending order shuffled by the steps above. `hmac` signs a message
 * with the seed (sync on the server, WebCrypto's promise in a browser).
 */
export async function drawOrder(
  ids: readonly number[],
  listDigest: string,
  hmac: (message: string) => string | Promise<string>,
): Promise<number[]> {
  const order = [...ids].sort((a, b) => a - b);
  for (let i = order.length - 1, step = 0; i > 0; i -= 1, step += 1) {
    const j = placeBelow(await hmac(drawMessage(listDigest, step)), i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
