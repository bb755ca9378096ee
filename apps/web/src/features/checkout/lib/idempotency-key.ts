/**
 * A fresh key for one order submission. `randomUUID` exists only in secure contexts (HTTPS or
 * localhost), so a shop served over plain HTTP falls back to the same randomness in hex.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
