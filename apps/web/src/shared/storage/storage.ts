/** What is written to the backing store: the value plus an absolute expiry in ms (0 = never). */
interface Entry {
  content: unknown;
  expire: number;
}

export interface SyncStorage {
  get<T>(key: string): T | null;
  /** `expireSeconds` of 0 (the default) keeps the entry until it is removed. */
  set(key: string, value: unknown, expireSeconds?: number): void;
  remove(key: string): void;
  clear(): void;
}

export interface AsyncStorage {
  get<T>(key: string): Promise<T | null>;
  set(key: string, value: unknown, expireSeconds?: number): Promise<void>;
  remove(key: string): Promise<void>;
  clear(): Promise<void>;
}

function toEntry(value: unknown, expireSeconds: number): Entry {
  const expire = expireSeconds > 0 ? Date.now() + expireSeconds * 1000 : 0;
  return { content: value, expire };
}

function parseEntry(text: string): Entry | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'content' in parsed &&
      'expire' in parsed &&
      typeof parsed.expire === 'number'
    ) {
      return { content: parsed.content, expire: parsed.expire };
    }
  } catch {
    // Not one of ours (or corrupted): read as empty.
  }
  return null;
}

function isExpired(entry: Entry): boolean {
  return entry.expire !== 0 && entry.expire <= Date.now();
}

export function createStorage(backing: Storage): SyncStorage {
  return {
    get<T>(key: string): T | null {
      const text = backing.getItem(key);
      if (text === null) return null;
      const entry = parseEntry(text);
      if (entry === null) return null;
      if (isExpired(entry)) {
        backing.removeItem(key);
        return null;
      }
      return entry.content as T;
    },
    set(key, value, expireSeconds = 0) {
      backing.setItem(key, JSON.stringify(toEntry(value, expireSeconds)));
    },
    remove(key) {
      backing.removeItem(key);
    },
    clear() {
      backing.clear();
    },
  };
}

const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

async function deriveKey(secret: string): Promise<CryptoKey> {
  // Hashing lets a key of any length make a valid 256-bit AES key.
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return globalThis.crypto.subtle.importKey('raw', digest, 'AES-GCM', false, [
    'encrypt',
    'decrypt',
  ]);
}

/**
 * Same contract as `createStorage`, with every entry sealed by AES-GCM (fresh IV per write,
 * stored as base64 of IV + ciphertext). An entry that fails to decrypt reads as empty.
 */
export function createEncryptedStorage(backing: Storage, key: string): AsyncStorage {
  if (key.length % 8 !== 0) {
    // The key is shared with tooling that only accepts AES key sizes; say so early.
    console.warn(
      `Storage encryption key length ${key.length} is not a multiple of 8: decryption will fail.`,
    );
  }
  const cryptoKey = deriveKey(key);

  async function seal(entry: Entry): Promise<string> {
    const iv = globalThis.crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plain = new TextEncoder().encode(JSON.stringify(entry));
    const sealed = await globalThis.crypto.subtle.encrypt(
      { name: 'AES-GCM', iv },
      await cryptoKey,
      plain,
    );
    const out = new Uint8Array(IV_BYTES + sealed.byteLength);
    out.set(iv, 0);
    out.set(new Uint8Array(sealed), IV_BYTES);
    return toBase64(out);
  }

  async function open(text: string): Promise<Entry | null> {
    try {
      const bytes = fromBase64(text);
      if (bytes.length <= IV_BYTES) return null;
      const plain = await globalThis.crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
        await cryptoKey,
        bytes.subarray(IV_BYTES),
      );
      return parseEntry(new TextDecoder().decode(plain));
    } catch {
      return null;
    }
  }

  return {
    async get<T>(key: string): Promise<T | null> {
      const text = backing.getItem(key);
      if (text === null) return null;
      const entry = await open(text);
      if (entry === null) return null;
      if (isExpired(entry)) {
        backing.removeItem(key);
        return null;
      }
      return entry.content as T;
    },
    async set(key, value, expireSeconds = 0) {
      backing.setItem(key, await seal(toEntry(value, expireSeconds)));
    },
    async remove(key) {
      backing.removeItem(key);
    },
    async clear() {
      backing.clear();
    },
  };
}

export const storage = createStorage(window.localStorage);
