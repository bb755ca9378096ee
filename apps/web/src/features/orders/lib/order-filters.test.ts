import { describe, expect, it } from 'vitest';
import { filterSearch, readPage, readRange, readStatus } from './order-filters';

describe('order list filters', () => {
  it('reads a known status or range, and nothing else', () => {
    expect(readStatus('unreceived')).toBe('unreceived');
    expect(readStatus('shipped')).toBeNull();
    expect(readStatus(null)).toBeNull();
    expect(readRange('3m')).toBe('3m');
    expect(readRange('1y')).toBeNull();
  });

  it('reads a page from 1', () => {
    expect(readPage('3')).toBe(3);
    expect(readPage('0')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('x')).toBe(1);
    expect(readPage(null)).toBe(1);
  });

  it('starts paging over when a filter changes', () => {
    const current = new URLSearchParams('status=unpaid&range=7d&page=3');
    expect(filterSearch(current, { status: 'completed' }).toString()).toBe(
      'status=completed&range=7d',
    );
    expect(filterSearch(current, { range: null }).toString()).toBe('status=unpaid');
    expect(filterSearch(current, { page: 4 }).toString()).toBe('status=unpaid&range=7d&page=4');
    expect(filterSearch(current, { status: null }).toString()).toBe('range=7d');
  });
});
