import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

export const auditScreens: ConsoleScreen[] = [
  {
    path: 'audit',
    permission: 'audit',
    menu: 'audit',
    Component: lazy(() => import('./audit-screen')),
  },
];
