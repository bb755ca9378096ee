import { Code } from '@atelier/contract/codes';
import { RequestError } from '@/shared/api/request';

/**
 * An answer from the server (a refusal, a fault) would only come again; a dropped connection
 * is worth one more try.
 */
export function retryUnlessAnswered(failureCount: number, error: Error): boolean {
  if (error instanceof RequestError && (error.shown || error.code !== 0)) return false;
  return failureCount < 1;
}

/** The server refuses an id or key that names nothing: the page shows its not-found state. */
export function isRefusal(error: Error): boolean {
  return error instanceof RequestError && error.code === Code.REFUSED;
}
