import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const pointsLiabilityScreens: ConsoleScreen[] = [
  {
    path: 'points-liability',
    permission: 'points',
    menu: 'pointsLiability',
    Component: lazy(() => import('./liability-screen')),
  },
];
