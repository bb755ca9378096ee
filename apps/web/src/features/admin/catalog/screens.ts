import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const catalogScreens: ConsoleScreen[] = [
  {
    path: 'products',
    permission: 'catalog',
    menu: 'products',
    Component: lazy(() => import('./products-screen')),
  },
  {
    path: 'product',
    permission: 'catalog',
    within: 'products',
    Component: lazy(() => import('./product-screen')),
  },
  {
    path: 'categories',
    permission: 'catalog',
    menu: 'categories',
    Component: lazy(() => import('./categories-screen')),
  },
  {
    path: 'banners',
    permission: 'catalog',
    menu: 'banners',
    Component: lazy(() => import('./banners-screen')),
  },
  {
    path: 'artists',
    permission: 'catalog',
    menu: 'artists',
    Component: lazy(() => import('./artists-screen')),
  },
];
