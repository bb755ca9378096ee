import { describe, expect, it } from 'vitest';
import { listSearch, readKind, readPage } from './list-params';

const search = (text: string) => new URLSearchParams(text);

describe('list parameters', () => {
  it('reads a page number, falling back to the first page', () => {
    expect(readPage(search('page=3'))).toBe(3);
    expect(readPage(search(''))).toBe(1);
    expect(readPage(search('page=0'))).toBe(1);
    expect(readPage(search('page=2.5'))).toBe(1);
    expect(readPage(search('page=abc'))).toBe(1);
  });

  it('reads only the kinds a position can have', () => {
    expect(readKind(search('kind=programme'))).toBe('programme');
    expect(readKind(search('kind=intern'))).toBe('intern');
    expect(readKind(search('kind=full_time'))).toBe('full_time');
    expect(readKind(search('kind=PROGRAMME'))).toBeNull();
    expect(readKind(search('kind=contract'))).toBeNull();
    expect(readKind(search(''))).toBeNull();
  });

  it('writes the query string without its defaults', () => {
    expect(listSearch(null)).toBe('');
    expect(listSearch(null, 2)).toBe('?page=2');
    expect(listSearch('intern')).toBe('?kind=intern');
    expect(listSearch('programme', 3)).toBe('?kind=programme&page=3');
  });
});
