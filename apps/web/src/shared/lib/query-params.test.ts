import { describe, expect, it } from 'vitest';
import { readId, readPage } from './query-params';

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

describe('readPage', () => {
  const query = (text: string) => new URLSearchParams(text);

  it('reads a page number and treats anything else as the first page', () => {
    expect(readPage(query('page=3'))).toBe(3);
    expect(readPage(query('page= 3 '))).toBe(3);
    expect(readPage(query(''))).toBe(1);
    expect(readPage(query('page=0'))).toBe(1);
    expect(readPage(query('page=-2'))).toBe(1);
    expect(readPage(query('page=2.5'))).toBe(1);
    expect(readPage(query('page=two'))).toBe(1);
    expect(readPage(query('page=abc'))).toBe(1);
    expect(readPage(query('page=x'))).toBe(1);
  });
});
