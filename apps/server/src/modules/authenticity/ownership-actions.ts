import type { FastifyRequest } from 'fastify';
import type { ModuleHandlers } from '../action-handler';
import { clientAddress } from './request-origin';
import type { OwnerCaller, SerialOwnershipService } from './serial-ownership';

/** An ownership action taking a serial pays for it from the check's budgets, as the account. */
const caller = (userId: number, request: FastifyRequest): OwnerCaller => ({
  userId,
  device: null,
  ip: clientAddress(request),
});

/** Owners' serials and transfers, reports of fakes, and the console's queue of them. */
export const ownershipActions = {
  mySerials: ({ input, services, lang, user }) =>
    services.serialOwnership.mine(input, lang, user.id),
  serialTransferCreate: ({ input, services, user, request }) =>
    services.serialOwnership.transferCode(input, caller(user.id, request)),
  serialTransferAccept: ({ input, services, lang, user, request }) =>
    services.serialOwnership.acceptTransfer(input, lang, caller(user.id, request)),
  serialReport: ({ input, services, user }) => services.serialOwnership.report(input, user.id),
  fakeReportList: ({ input, services }) => services.serialOwnership.reports(input),
  fakeReportDecide: ({ input, services, audit }) => services.serialOwnership.decide(input, audit),
} satisfies ModuleHandlers<{ serialOwnership: SerialOwnershipService }>;
