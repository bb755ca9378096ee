import type { MallType } from '@atelier/contract/codes';

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
