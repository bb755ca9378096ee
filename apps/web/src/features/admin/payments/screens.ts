import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

/** Payments: every cash payment with the providers' numbers, and the daily check of their bills. */
export const paymentsScreens: ConsoleScreen[] = [
  {
    path: 'payments',
    permission: 'payments',
    menu: 'payments',
    Component: lazy(() => import('./payments-screen')),
  },
  {
    path: 'reconciliation',
    permission: 'payments',
    within: 'payments',
    Component: lazy(() => import('./reconciliation-screen')),
  },
  {
    path: 'reconciliation-day',
    permission: 'payments',
    within: 'payments',
    Component: lazy(() => import('./reconciliation-day-screen')),
  },
];
