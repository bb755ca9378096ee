import { Code } from '@atelier/contract/codes';
import { RequestError } from '@/shared/api/request-error';

/** A refusal: the server answered that the position is unknown or closed. */
export function isRefusal(error: unknown): boolean {
  return error instanceof RequestError && error.code === Code.REFUSED;
}

/**
 * An answer from the server (a refusal, a fault) would only come again; a dropped connection
 * is worth one more try.
 */
export function retryUnlessAnswered(failureCount: number, error: Error): boolean {
  if (error instanceof RequestError && (error.shown || error.code !== 0)) return false;
  return failureCount < 1;
}
