import type { ModuleHandlers } from '../action-handler';
import type { PaymentsConsole } from './payments-console';
import type { ReconciliationService } from './reconciliation/reconciliation-service';

/** The console's Payments screen (`payments`): the payments and each day's reconciliation. */
export const paymentsConsoleActions = {
  paymentList: ({ input, services }) => services.paymentsConsole.list(input),
  reconciliationList: ({ input, services }) => services.reconciliation.list(input),
  reconciliationInfo: ({ input, services }) => services.reconciliation.info(input.id),
  reconciliationRun: ({ input, services, audit }) => services.reconciliation.run(input, audit),
  mismatchResolve: ({ input, services, audit }) => services.reconciliation.resolve(input, audit),
} satisfies ModuleHandlers<{
  paymentsConsole: PaymentsConsole;
  reconciliation: ReconciliationService;
}>;
