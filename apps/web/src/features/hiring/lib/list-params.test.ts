import { describe, expect, it } from 'vitest';
import { listSearch, readKind } from './list-params';

const search = (text: string) => new URLSearchParams(text);

describe('list parameters', () => {
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
