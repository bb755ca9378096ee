import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const dashboardScreens: ConsoleScreen[] = [
  {
    path: 'dashboard',
    permission: 'dashboard',
    menu: 'dashboard',
    // The charts library comes with this screen's code only.
    Component: lazy(() => import('./dashboard-screen')),
  },
];
