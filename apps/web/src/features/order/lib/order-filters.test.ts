import { describe, expect, it } from 'vitest';
import { filterSearch, readRange, readStatus } from './order-filters';

describe('order list filters', () => {
  it('reads a known status or range, and nothing else', () => {
    expect(readStatus('unreceived')).toBe('unreceived');
    expect(readStatus('shipped')).toBeNull();
    expect(readStatus(null)).toBeNull();
    expect(readRange('3m')).toBe('3m');
    expect(readRange('1y')).toBeNull();
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
