import { describe, expect, it } from 'vitest';
import { changeFilters, readFilters, writeFilters, type MallFilters } from './mall-filters';

const read = (query: string) => readFilters(new URLSearchParams(query));

describe('mall filters in the query string', () => {
  it('reads every filter the address carries', () => {
    expect(read('category=prints&keyword=%20moon%20&sort=price_desc&page=3')).toEqual({
      category: 'prints',
      keyword: 'moon',
      sort: 'price_desc',
      page: 3,
    });
  });

  it('falls back to defaults for missing or malformed values', () => {
    expect(read('')).toEqual({ category: null, keyword: '', sort: 'newest', page: 1 });
    expect(read('category=<script>&sort=cheapest&page=-2')).toEqual({
      category: null,
      keyword: '',
      sort: 'newest',
      page: 1,
    });
    expect(read('page=0').page).toBe(1);
    expect(read('page=2.5').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read(`keyword=${'x'.repeat(80)}`).keyword).toHaveLength(50);
  });

  it('writes only what differs from the defaults, and reads back the same filters', () => {
    expect(writeFilters({ category: null, keyword: '', sort: 'newest', page: 1 }).toString()).toBe(
      '',
    );
    const filters: MallFilters = {
      category: 'figures',
      keyword: '星空 moon',
      sort: 'popular',
      page: 2,
    };
    const query = writeFilters(filters);
    expect(query.toString()).toBe(
      'category=figures&keyword=%E6%98%9F%E7%A9%BA+moon&sort=popular&page=2',
    );
    expect(readFilters(query)).toEqual(filters);
  });

  it('starts again from page 1 when the category, keyword or sort changes, not when paging', () => {
    const current: MallFilters = { category: 'prints', keyword: 'moon', sort: 'newest', page: 4 };
    expect(changeFilters(current, { category: null })).toMatchObject({ category: null, page: 1 });
    expect(changeFilters(current, { keyword: '  sun ' })).toMatchObject({
      keyword: 'sun',
      page: 1,
    });
    expect(changeFilters(current, { sort: 'price_asc' })).toMatchObject({
      sort: 'price_asc',
      page: 1,
    });
    expect(changeFilters(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });
});
