import { useSession } from '@/shared/session/session-store';

/** The signed-in user, or null: a stored user without its token cookie is signed out. */
export function useSignedInUser() {
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  return token !== '' ? user : null;
}
