import type { RouteSpec } from '../routes';
import { auditRoutes } from './audit-routes';
import { authenticityConsoleRoutes } from './authenticity-routes';
import { catalogConsoleRoutes } from './catalog-routes';
import { communityConsoleRoutes } from './community-routes';
import { contentConsoleRoutes } from './content-routes';
import { customerConsoleRoutes } from './customer-routes';
import { dashboardConsoleRoutes } from './dashboard-routes';
import { dropConsoleRoutes } from './drop-routes';
import { hiringConsoleRoutes } from './hiring-routes';
import { orderConsoleRoutes } from './order-routes';
import { paymentsConsoleRoutes } from './payments-routes';
import { pointsConsoleRoutes } from './points-routes';
import { privacyConsoleRoutes } from './privacy-routes';
import { settingsConsoleRoutes } from './settings-routes';

/** The console's actions, served under `/api/admin/`, each with the permission it needs. */
export const consoleRoutes = {
  ...auditRoutes,
  ...catalogConsoleRoutes,
  ...orderConsoleRoutes,
  ...paymentsConsoleRoutes,
  ...customerConsoleRoutes,
  ...dashboardConsoleRoutes,
  ...settingsConsoleRoutes,
  ...pointsConsoleRoutes,
  ...communityConsoleRoutes,
  ...authenticityConsoleRoutes,
  ...dropConsoleRoutes,
  ...contentConsoleRoutes,
  ...hiringConsoleRoutes,
  ...privacyConsoleRoutes,
} as const satisfies Record<string, RouteSpec & { permission: unknown }>;
