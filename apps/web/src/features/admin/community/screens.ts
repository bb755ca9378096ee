import { lazy } from 'react';
import type { ConsoleScreen } from '../console/screens';

/** The community's moderation screens: operators and administrators. */
export const communityScreens: ConsoleScreen[] = [
  {
    path: 'community-groups',
    permission: 'community',
    menu: 'communityGroups',
    Component: lazy(() => import('./groups-screen')),
  },
  {
    path: 'community-group',
    permission: 'community',
    within: 'communityGroups',
    Component: lazy(() => import('./group-screen')),
  },
  {
    path: 'community-applications',
    permission: 'community',
    menu: 'communityApplications',
    Component: lazy(() => import('./applications-screen')),
  },
  {
    path: 'community-reports',
    permission: 'community',
    menu: 'communityReports',
    Component: lazy(() => import('./reports-screen')),
  },
  {
    path: 'community-settings',
    permission: 'community',
    menu: 'communitySettings',
    Component: lazy(() => import('./settings-screen')),
  },
];
