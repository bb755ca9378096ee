import { Code } from '@atelier/contract/codes';
import { RequestError } from './request-error';

/** The server refused: an id or key that names nothing, a purchase it will not take. */
export function isRefusal(error: unknown): error is RequestError {
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

/** A refusal stands until something changes; anything else gets one more try. */
export function retryUnlessRefused(failureCount: number, error: Error): boolean {
  return !isRefusal(error) && failureCount < 1;
}
