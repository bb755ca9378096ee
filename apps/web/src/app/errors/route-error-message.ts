import { isRouteErrorResponse } from 'react-router';

/** The human part of whatever a route threw: an Error, a thrown Response, or anything else. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' ? error.data : '';
    return [String(error.status), error.statusText, detail].filter(Boolean).join(' ');
  }
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
