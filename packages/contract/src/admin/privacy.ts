import { z } from 'zod';
import { id, isoTime, pageInput, pageOf } from '../fields';
import type { ActionSchema } from '../registry';

/** An account its owner cancelled, waiting out the cooling-off period. */
const pendingCancellation = z.object({
  user_id: id,
  username: z.string(),
  nickname: z.string(),
  requested_at: isoTime,
  erase_after: isoTime,
});

export const cancellationList = {
  summary: 'Accounts cancelled by their owners and not yet erased, the soonest erasure first',
  input: pageInput,
  output: pageOf(pendingCancellation),
};

export const privacyConsoleSchemas = { cancellationList } satisfies Record<string, ActionSchema>;
