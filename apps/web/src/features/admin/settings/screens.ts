import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const settingsScreens: ConsoleScreen[] = [
  {
    path: 'settings',
    permission: 'settings',
    menu: 'settings',
    Component: lazy(() => import('./settings-screen')),
  },
];
