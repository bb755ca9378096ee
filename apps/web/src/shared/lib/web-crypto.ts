/*
 * The browser's side of the published draws (the points game's plays, a drop's draw): hashes and
 * HMACs through Web Crypto, hex in and out, as the server's node:crypto writes them.
 */

export function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function bytes(hexText: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(hexText.length / 2));
  for (let i = 0; i < out.length; i += 1)
    out[i] = Number.parseInt(hexText.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** SHA-256 of a revealed seed's bytes, hex: it must equal the commitment shown before. */
export async function commitmentOf(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes(serverSeed)));
}

/** SHA-256 of a text's UTF-8 bytes, hex. */
export async function sha256Text(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/** A revealed seed's HMAC key, imported once for all of its messages. */
export function hmacKey(serverSeed: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    bytes(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** HMAC-SHA256 of a message's UTF-8 bytes under `key`, hex. */
export async function hmacHex(key: CryptoKey, message: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}
