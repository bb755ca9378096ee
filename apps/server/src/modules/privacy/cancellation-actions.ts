import type { ModuleHandlers } from '../action-handler';
import type { CancellationService } from './cancellation-service';

/** Cancelling my account. */
export const cancellationActions = {
  accountCancelInfo: ({ user, lang, services }) => services.cancellation.info(user, lang),
  accountCancel: ({ input, user, lang, services }) =>
    services.cancellation.cancel(user, input.captcha, lang),
} satisfies ModuleHandlers<{ cancellation: CancellationService }>;
