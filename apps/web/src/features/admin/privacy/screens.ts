import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

/** Accounts their owners cancelled, waiting out the cooling-off period (administrators). */
export const privacyScreens: ConsoleScreen[] = [
  {
    path: 'cancellations',
    permission: 'privacy',
    menu: 'cancellations',
    Component: lazy(() => import('./cancellations-screen')),
  },
];
