/** The login page, asked to come back to `returnTo` afterwards. */
export function loginRedirect(loginPath: string, returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: returnTo }).toString()}`;
}
