import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies only the right password', async () => {
    const stored = await hashPassword('Demo@12345');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Demo@12345')).toBe(true);
    expect(await verifyPassword(stored, 'demo@12345')).toBe(false);
    expect(await verifyPassword('not a hash', 'Demo@12345')).toBe(false);
  });
});
