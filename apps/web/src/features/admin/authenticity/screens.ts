import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

/**
 * Serials: editors issue batches and print their labels; operators watch the checks (alerts)
 * and customers' reports of fakes.
 */
export const authenticityScreens: ConsoleScreen[] = [
  {
    path: 'serial-batches',
    permission: 'serials',
    menu: 'serialBatches',
    Component: lazy(() => import('./batches-screen')),
  },
  {
    path: 'serial-batch',
    permission: 'serials',
    within: 'serialBatches',
    Component: lazy(() => import('./batch-screen')),
  },
  {
    path: 'serial-labels',
    permission: 'serials',
    within: 'serialBatches',
    Component: lazy(() => import('./labels-screen')),
  },
  {
    path: 'serial-alerts',
    permission: 'authenticity',
    menu: 'serialAlerts',
    Component: lazy(() => import('./alerts-screen')),
  },
  {
    path: 'fake-reports',
    permission: 'authenticity',
    menu: 'fakeReports',
    Component: lazy(() => import('./fake-reports-screen')),
  },
];
