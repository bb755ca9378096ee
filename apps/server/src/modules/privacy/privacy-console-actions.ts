import type { ModuleHandlers } from '../action-handler';
import type { CancellationService } from './cancellation-service';

/** Accounts waiting out their cooling-off period, for administrators. */
export const privacyConsoleActions = {
  cancellationList: ({ input, services }) => services.cancellation.pending(input.page, input.limit),
} satisfies ModuleHandlers<{ cancellation: CancellationService }>;
