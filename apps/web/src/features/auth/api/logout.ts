import { callAction } from '@/shared/api/call-action';
import { useSession } from '@/shared/session/session-store';

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
