import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEncryptedStorage, createStorage, storage } from './storage';

afterEach(() => {
  vi.useRealTimers();
});

describe('createStorage', () => {
  it('stores content with an absolute expiry and reads it back', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T00:00:00Z'));
    const store = createStorage(window.localStorage);
    store.set('profile', { name: 'Lin' }, 60);

    expect(JSON.parse(window.localStorage.getItem('profile') ?? '')).toEqual({
      content: { name: 'Lin' },
      expire: Date.parse('2024-05-01T00:01:00Z'),
    });
    expect(store.get('profile')).toEqual({ name: 'Lin' });
  });

  it('reads an entry as null and removes it once its time has passed', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T00:00:00Z'));
    const store = createStorage(window.localStorage);
    store.set('code', '1234', 10);

    vi.setSystemTime(new Date('2024-05-01T00:00:09.999Z'));
    expect(store.get('code')).toBe('1234');

    vi.setSystemTime(new Date('2024-05-01T00:00:10Z'));
    expect(store.get('code')).toBeNull();
    expect(window.localStorage.getItem('code')).toBeNull();
  });

  it('keeps an entry with expiry 0 forever', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2024-05-01T00:00:00Z'));
    const store = createStorage(window.localStorage);
    store.set('forever', 42);

    expect(JSON.parse(window.localStorage.getItem('forever') ?? '')).toEqual({
      content: 42,
      expire: 0,
    });
    vi.setSystemTime(new Date('2124-05-01T00:00:00Z'));
    expect(store.get('forever')).toBe(42);
  });

  it('reads missing and foreign values as null without touching them', () => {
    window.localStorage.setItem('foreign', 'not json');
    expect(storage.get('nothing')).toBeNull();
    expect(storage.get('foreign')).toBeNull();
    expect(window.localStorage.getItem('foreign')).toBe('not json');
  });

  it('removes one entry or clears all', () => {
    storage.set('a', 1);
    storage.set('b', 2);
    storage.remove('a');
    expect(storage.get('a')).toBeNull();
    expect(storage.get('b')).toBe(2);
    storage.clear();
    expect(window.localStorage.length).toBe(0);
  });

  it('keeps falsy values distinct from missing ones', () => {
    storage.set('zero', 0);
    storage.set('empty', '');
    storage.set('no', false);
    expect(storage.get('zero')).toBe(0);
    expect(storage.get('empty')).toBe('');
    expect(storage.get('no')).toBe(false);
  });
});

describe('createEncryptedStorage', () => {
  const key = '0123456789abcdef';

  it('round-trips values through AES-GCM', async () => {
    const store = createEncryptedStorage(window.localStorage, key);
    await store.set('user', { id: 7, nickname: '墨' });
    expect(await store.get('user')).toEqual({ id: 7, nickname: '墨' });
  });

  it('stores ciphertext that hides the value and differs on every write', async () => {
    const store = createEncryptedStorage(window.localStorage, key);
    await store.set('secret', 'plain-marker');
    const first = window.localStorage.getItem('secret') ?? '';
    await store.set('secret', 'plain-marker');
    const second = window.localStorage.getItem('secret') ?? '';

    expect(first).not.toContain('plain-marker');
    expect(() => JSON.parse(first) as unknown).toThrow();
    expect(atob(first)).not.toContain('plain-marker');
    expect(first).not.toBe(second);
  });

  it('cannot be read with another key', async () => {
    await createEncryptedStorage(window.localStorage, key).set('secret', 'x');
    const other = createEncryptedStorage(window.localStorage, 'fedcba9876543210');
    expect(await other.get('secret')).toBeNull();
  });

  it('reads tampered ciphertext as null', async () => {
    const store = createEncryptedStorage(window.localStorage, key);
    await store.set('secret', 'value');
    const bytes = Uint8Array.from(atob(window.localStorage.getItem('secret') ?? ''), (c) =>
      c.charCodeAt(0),
    );
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0xff;
    window.localStorage.setItem('secret', btoa(String.fromCharCode(...bytes)));

    expect(await store.get('secret')).toBeNull();
    window.localStorage.setItem('secret', '%%% not base64');
    expect(await store.get('secret')).toBeNull();
  });

  it('expires encrypted entries and removes them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T00:00:00Z'));
    const store = createEncryptedStorage(window.localStorage, key);
    await store.set('otp', '9999', 5);
    expect(await store.get('otp')).toBe('9999');

    vi.setSystemTime(new Date('2024-05-01T00:00:05Z'));
    expect(await store.get('otp')).toBeNull();
    expect(window.localStorage.getItem('otp')).toBeNull();
  });

  it('warns that decryption will fail when the key length is not a multiple of 8', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createEncryptedStorage(window.localStorage, 'short');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/multiple of 8.*decryption will fail/);

    warn.mockClear();
    createEncryptedStorage(window.localStorage, key);
    expect(warn).not.toHaveBeenCalled();
  });

  it('still encrypts and decrypts with a key of an odd length', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createEncryptedStorage(window.localStorage, 'odd');
    await store.set('k', [1, 2, 3]);
    expect(await store.get('k')).toEqual([1, 2, 3]);
  });
});
