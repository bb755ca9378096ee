/**
 * A `redirect` query parameter, kept only when it is a path on this site: one leading slash,
 * no scheme or host, nothing a browser would read as another origin ("//x", "/\x", tabs).
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // URL parsers drop tabs and newlines, which would turn "/\t/x" into "//x".
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  try {
    const base = 'https://atelier.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export interface SignInTargets {
  admin: string;
  home: string;
  login: string;
}

/**
 * Where a fresh sign-in goes: the administrator tab leads to the console; otherwise back to the
 * page that sent the visitor here, unless that is the login page itself, else the home page.
 */
export function afterSignInPath(
  scope: 'user' | 'admin',
  redirect: string | null,
  targets: SignInTargets,
): string {
  if (scope === 'admin') return targets.admin;
  const path = sameSitePath(redirect);
  if (path === null) return targets.home;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return pathname.toLowerCase() === targets.login.toLowerCase() ? targets.home : path;
}
