import { useSession } from '../session/session-store';
import { callAction } from './call-action';
import { useAction } from './use-action';

/** Ends the session on the server; token and user are cleared here even when that call fails. */
export async function logout(): Promise<void> {
  try {
    if (useSession.getState().token !== '') await callAction('logout');
  } catch {
    // Already shown by the request client; signing out locally is what matters.
  } finally {
    useSession.getState().logout();
  }
}

/**
 * Signs out from the header or the sign-in page. Invalidates nothing: the signed-in reads are
 * keyed by the token, and the signed-out ones by none.
 */
export function useLogout() {
  return useAction(logout);
}
