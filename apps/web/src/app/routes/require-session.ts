import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getToken } from '@/shared/session/session-store';
import { paths } from '@/shared/config/paths';

/** Signed-out visitors go to the login page, which brings them back here afterwards. */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (getToken() !== '') return null;
  const { pathname, search } = new URL(request.url);
  return redirect(paths.login.href(pathname + search));
}
