import { isRefusal } from '@/shared/api/retry';
import type { RequestError } from '@/shared/api/request-error';

/**
 * A sign-in refused because the account was cancelled and is still in its cooling-off period:
 * the server names the field `restore`, and the same sign-in with `restore: true` keeps it.
 */
export function isRestoreOffer(error: unknown): error is RequestError {
  return isRefusal(error) && error.field === 'restore';
}
