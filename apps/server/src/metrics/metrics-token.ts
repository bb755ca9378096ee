import { createHash, timingSafeEqual } from 'node:crypto';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Whether an Authorization header carries `token` as its bearer token. Compared as digests of
 * equal length, in constant time: neither the token's length nor how much of it a guess got
 * right shows in the time the answer takes.
 */
export function bearerMatcher(token: string): (authorization: string | undefined) => boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = digest(token);
  return (authorization) => {
    const given = BEARER.exec(authorization ?? '')?.[1];
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}
