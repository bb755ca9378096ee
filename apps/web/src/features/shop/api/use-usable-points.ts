import { useSession } from '@/shared/session/session-store';
import { useUserInfo } from '@/shared/api/get-user-info';

/**
 * The signed-in user's usable points: the session's copy at once, then the server's current
 * figure; null when nobody is signed in.
 */
export function useUsablePoints(): { points: number | null; signedIn: boolean } {
  const token = useSession((state) => state.token);
  const stored = useSession((state) => state.user?.score);
  const info = useUserInfo();
  if (token === '') return { points: null, signedIn: false };
  return { points: info.data?.score ?? stored ?? null, signedIn: true };
}
