import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';
import * as initial from './001-initial';
import * as accounts from './002-accounts';
import * as catalog from './003-catalog';
import * as commerce from './004-commerce';
import * as content from './005-content';
import * as bigintIds from './006-bigint-ids';
import * as idempotencyFingerprint from './007-idempotency-fingerprint';
import * as artisanCounters from './008-artisan-counters';
import * as consoleTrail from './009-console';
import * as catalogConsole from './010-catalog-console';
import * as orderConsole from './011-order-console';
import * as shopSettingsVersions from './012-shop-settings-versions';
import * as dashboard from './013-dashboard';
import * as customerConsole from './014-customer-console';
import * as points from './015-points';
import * as community from './016-community';
import * as authenticity from './017-authenticity';
import * as contentConsole from './018-content-console';
import * as hiringConsole from './019-hiring-console';
import * as personalData from './020-personal-data';
import * as webAddresses from './021-web-addresses';
import * as serialCheckVisitors from './022-serial-check-visitors';
import * as livePayments from './023-live-payments';
import * as paymentReconciliation from './024-payment-reconciliation';
import * as pendingPaymentsIndex from './025-pending-payments-index';
import * as questionnaire from './026-questionnaire';
import * as writePath from './027-write-path';
import * as releaseLimit from './028-release-limit';
import * as drops from './029-drops';

export interface MigrationModule {
  up(db: Kysely<unknown>, dialect: DialectName): Promise<void>;
}

/** Every migration, in the order it runs. Names never change once released. */
export const migrations: Array<[name: string, module: MigrationModule]> = [
  ['001-initial', initial],
  ['002-accounts', accounts],
  ['003-catalog', catalog],
  ['004-commerce', commerce],
  ['005-content', content],
  ['006-bigint-ids', bigintIds],
  ['007-idempotency-fingerprint', idempotencyFingerprint],
  ['008-artisan-counters', artisanCounters],
  ['009-console', consoleTrail],
  ['010-catalog-console', catalogConsole],
  ['011-order-console', orderConsole],
  ['012-shop-settings-versions', shopSettingsVersions],
  ['013-dashboard', dashboard],
  ['014-customer-console', customerConsole],
  ['015-points', points],
  ['016-community', community],
  ['017-authenticity', authenticity],
  ['018-content-console', contentConsole],
  ['019-hiring-console', hiringConsole],
  ['020-personal-data', personalData],
  ['021-web-addresses', webAddresses],
  ['022-serial-check-visitors', serialCheckVisitors],
  ['023-live-payments', livePayments],
  ['024-payment-reconciliation', paymentReconciliation],
  ['025-pending-payments-index', pendingPaymentsIndex],
  ['026-questionnaire', questionnaire],
  ['027-write-path', writePath],
  ['028-release-limit', releaseLimit],
  ['029-drops', drops],
];
