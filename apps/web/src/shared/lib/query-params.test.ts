import { describe, expect, it } from 'vitest';
import { readId } from './query-id';

describe('readId', () => {
  it('reads a positive integer id', () => {
    expect(readId(new URLSearchParams('id=42'))).toBe(42);
    expect(readId(new URLSearchParams('id= 7 '))).toBe(7);
  });

  it('gives null for a missing, zero, negative or malformed id', () => {
    for (const query of [
      '',
      'id=',
      'id=0',
      'id=-3',
      'id=abc',
      'id=1.5',
      'id=1e3',
      'id=9999999999',
    ]) {
      expect(readId(new URLSearchParams(query)), query).toBeNull();
    }
  });
});
