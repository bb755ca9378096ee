import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

/** Hiring: job postings (editors) and the applications inbox (operators). */
export const hiringScreens: ConsoleScreen[] = [
  {
    path: 'positions',
    permission: 'content',
    menu: 'positions',
    Component: lazy(() => import('./positions-screen')),
  },
  {
    path: 'position',
    permission: 'content',
    within: 'positions',
    Component: lazy(() => import('./position-screen')),
  },
  {
    path: 'applications',
    permission: 'hiring',
    menu: 'applications',
    Component: lazy(() => import('./applications-screen')),
  },
  {
    path: 'application',
    permission: 'hiring',
    within: 'applications',
    Component: lazy(() => import('./application-screen')),
  },
];
