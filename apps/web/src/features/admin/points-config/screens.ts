import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const pointsConfigScreens: ConsoleScreen[] = [
  {
    path: 'points-rules',
    permission: 'points',
    menu: 'pointsRules',
    Component: lazy(() => import('./score-rules-screen')),
  },
  {
    path: 'game-rules',
    permission: 'points',
    menu: 'gameRules',
    Component: lazy(() => import('./game-rules-screen')),
  },
];
