import { auditScreens } from '../audit/screens';
import { authenticityScreens } from '../authenticity/screens';
import { catalogScreens } from '../catalog/screens';
import { communityScreens } from '../community/screens';
import { contentScreens } from '../content/screens';
import { customersScreens } from '../customers/screens';
import { dropsScreens } from '../drops/screens';
import { dashboardScreens } from '../dashboard/screens';
import { hiringScreens } from '../hiring/screens';
import { ordersScreens } from '../orders/screens';
import { paymentsScreens } from '../payments/screens';
import { pointsConfigScreens } from '../points-config/screens';
import { pointsLiabilityScreens } from '../points-liability/screens';
import { privacyScreens } from '../privacy/screens';
import { settingsScreens } from '../settings/screens';
import type { ConsoleScreen } from '../console/screens';

/** Every console screen; each part of the console declares its own. */
export const allScreens: ConsoleScreen[] = [
  ...dashboardScreens,
  ...catalogScreens,
  ...dropsScreens,
  ...ordersScreens,
  ...paymentsScreens,
  ...customersScreens,
  ...privacyScreens,
  ...settingsScreens,
  ...pointsConfigScreens,
  ...pointsLiabilityScreens,
  ...communityScreens,
  ...authenticityScreens,
  ...contentScreens,
  ...hiringScreens,
  ...auditScreens,
];
