/**
 * The `redirect` parameter the checkout sends with its "add an address" link, kept only when it
 * is a path on this site: one leading slash, no host, nothing a browser would read as another
 * origin ("//x", "/\x", control characters).
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return null;
  }
  try {
    const base = 'https://atelier.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
