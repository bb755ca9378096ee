import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const ordersScreens: ConsoleScreen[] = [
  {
    path: 'orders',
    permission: 'orders',
    menu: 'orders',
    Component: lazy(() => import('./orders-screen')),
  },
  {
    path: 'order',
    permission: 'orders',
    within: 'orders',
    Component: lazy(() => import('./order-screen')),
  },
];
