import type { ModuleHandlers } from '../action-handler';
import type { SerialOwnershipService } from './serial-ownership';

/** Owners' serials and transfers, reports of fakes, and the console's queue of them. */
export const ownershipActions = {
  mySerials: ({ input, services, lang, user }) =>
    services.serialOwnership.mine(input, lang, user.id),
  serialTransferCreate: ({ input, services, user }) =>
    services.serialOwnership.transferCode(input, user.id),
  serialTransferAccept: ({ input, services, lang, user }) =>
    services.serialOwnership.acceptTransfer(input, lang, user.id),
  serialReport: ({ input, services, user }) => services.serialOwnership.report(input, user.id),
  fakeReportList: ({ input, services }) => services.serialOwnership.reports(input),
  fakeReportDecide: ({ input, services, audit }) => services.serialOwnership.decide(input, audit),
} satisfies ModuleHandlers<{ serialOwnership: SerialOwnershipService }>;
