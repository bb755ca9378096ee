import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const customersScreens: ConsoleScreen[] = [
  {
    path: 'customers',
    permission: 'customers',
    menu: 'customers',
    Component: lazy(() => import('./customers-screen')),
  },
  {
    path: 'customer',
    permission: 'customers',
    within: 'customers',
    Component: lazy(() => import('./customer-screen')),
  },
  {
    path: 'staff',
    permission: 'staff',
    menu: 'staff',
    Component: lazy(() => import('./staff-screen')),
  },
];
