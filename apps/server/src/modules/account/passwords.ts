import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB of memory, two passes, one lane. (2 is Argon2id; the
// package's enum is a const enum, which isolated modules cannot read.)
const params = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, params);
}

export function verifyPassword(stored: string, password: string): Promise<boolean> {
  return verify(stored, password).catch(() => false);
}
