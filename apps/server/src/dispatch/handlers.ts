import type { ActionName } from '@atelier/contract';
import type { ActionHandler } from '../modules/action-handler';
import { accountActions } from '../modules/account/account-actions';
import { adminActions } from '../modules/admin/admin-actions';
import { batchConsoleActions } from '../modules/authenticity/batch-console-actions';
import { checkActions } from '../modules/authenticity/check-actions';
import { ownershipActions } from '../modules/authenticity/ownership-actions';
import { dropActions } from '../modules/drop/drop-actions';
import { dropConsoleActions } from '../modules/drop/drop-console-actions';
import { dashboardActions } from '../console/dashboard-actions';
import { communityConsoleActions } from '../modules/community/community-console-actions';
import { groupActions } from '../modules/community/group-actions';
import { postActions } from '../modules/community/post-actions';
import { customerConsoleActions } from '../console/customer-console-actions';
import { catalogConsoleActions } from '../modules/catalog/catalog-console-actions';
import { orderConsoleActions } from '../modules/order/order-console-actions';
import { settingsConsoleActions } from '../modules/settings/settings-console-actions';
import { artisanActions } from '../modules/artisan/artisan-actions';
import { cartActions } from '../modules/cart/cart-actions';
import { catalogActions } from '../modules/catalog/catalog-actions';
import { contentActions } from '../modules/content/content-actions';
import { contentConsoleActions } from '../modules/content/content-console-actions';
import { hiringConsoleActions } from '../modules/hiring/hiring-console-actions';
import { paymentsConsoleActions } from '../modules/payment/payments-console-actions';
import { hiringActions } from '../modules/hiring/hiring-actions';
import { cancellationActions } from '../modules/privacy/cancellation-actions';
import { dataExportActions } from '../modules/privacy/data-export-actions';
import { privacyConsoleActions } from '../modules/privacy/privacy-console-actions';
import { orderActions } from '../modules/order/order-actions';
import { gameActions } from '../modules/points/game-actions';
import { pointsActions } from '../modules/points/points-actions';
import { pointsConfigActions } from '../modules/points/points-config-actions';
import { pointsConfigConsoleActions } from '../modules/points/points-config-console-actions';
import { pointsLiabilityActions } from '../modules/points/points-liability-actions';
import { signInActions } from '../modules/points/sign-in-actions';
import { siteActions } from '../modules/site/site-actions';
import { uploadActions } from '../modules/uploads/upload-actions';
import type { Services } from '../services';

/** Every contract action's handler, given the app's services (each module uses its own part). */
export type ActionHandlers = { [K in ActionName]: ActionHandler<K, Services> };

/** The modules' tables together; a missing action fails to compile. */
export const handlers = {
  ...siteActions,
  ...contentActions,
  ...hiringActions,
  ...catalogActions,
  ...artisanActions,
  ...accountActions,
  ...uploadActions,
  ...cartActions,
  ...orderActions,
  ...adminActions,
  ...dashboardActions,
  ...catalogConsoleActions,
  ...orderConsoleActions,
  ...customerConsoleActions,
  ...settingsConsoleActions,
  ...pointsConfigActions,
  ...signInActions,
  ...gameActions,
  ...pointsActions,
  ...pointsConfigConsoleActions,
  ...pointsLiabilityActions,
  ...groupActions,
  ...postActions,
  ...communityConsoleActions,
  ...checkActions,
  ...ownershipActions,
  ...batchConsoleActions,
  ...dropActions,
  ...dropConsoleActions,
  ...contentConsoleActions,
  ...hiringConsoleActions,
  ...paymentsConsoleActions,
  ...dataExportActions,
  ...cancellationActions,
  ...privacyConsoleActions,
} satisfies ActionHandlers;
