import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginRedirect } from '@/shared/lib/login-redirect';
import { getToken } from '@/shared/session/session-store';
import { paths } from '../paths';

/** Signed-out visitors go to the login page, which brings them back here afterwards. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (getToken() !== '') return null;
  const { pathname, search } = new URL(request.url);
  return redirect(loginRedirect(paths.login.path, pathname + search));
}
