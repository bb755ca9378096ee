import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

/** Drops: the catalogue's people set up a product's draw, watch its entries and run it. */
export const dropsScreens: ConsoleScreen[] = [
  {
    path: 'drops',
    permission: 'catalog',
    menu: 'drops',
    Component: lazy(() => import('./drops-screen')),
  },
  {
    path: 'drop',
    permission: 'catalog',
    within: 'drops',
    Component: lazy(() => import('./drop-screen')),
  },
];
