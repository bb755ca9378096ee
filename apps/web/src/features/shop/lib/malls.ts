import type { MallType } from '@atelier/contract/codes';
import type { ProductQuery } from '../api/get-products';
import type { MallFilters } from './mall-filters';

export type MallKey = 'globalShop' | 'artPeripherals' | 'figure' | 'pointsMall';

export interface MallConfig {
  type: MallType;
  /** A one-category page: its category code, fixed, with no tabs to switch. */
  category?: string;
}

/** The mall pages: one page component, configured per route. */
export const malls: Record<MallKey, MallConfig> = {
  globalShop: { type: 'art' },
  artPeripherals: { type: 'art', category: 'peripherals' },
  figure: { type: 'art', category: 'figures' },
  pointsMall: { type: 'points' },
};

export const MALL_PAGE_SIZE = 12;

/** The category a mall page shows: its own, or the one its filters chose; null for all. */
export function mallCategory(mall: MallKey, filters: MallFilters): string | null {
  return malls[mall].category ?? filters.category;
}

/**
 * The products a mall page asks for: one place for the page and the loader that asks ahead of
 * it, so both use the same query key. A category goes by its id, known once the categories are in.
 */
export function mallProductQuery(
  mall: MallKey,
  filters: MallFilters,
  categoryId: number | undefined,
): ProductQuery {
  const { keyword, sort, page } = filters;
  return { type: malls[mall].type, categoryId, keyword, sort, page, limit: MALL_PAGE_SIZE };
}
