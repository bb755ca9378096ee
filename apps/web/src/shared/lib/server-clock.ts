import { serverClock } from '../api/request';

/**
 * The server's clock as the page last heard it: public reads carry the server's time (epoch ms)
 * in the `x-server-time` header, and the request client notes how far it is from the browser's.
 * A countdown to a release follows the shop's clock this way, even when the visitor's is wrong.
 */

/** Notes the server's time (epoch ms), as an answer gave it. */
export function noteServerTime(ms: number): void {
  serverClock.offset = ms - Date.now();
}

/** The server's time now, as far as the page knows it: the browser's until an answer says. */
export function serverNow(): number {
  return Date.now() + serverClock.offset;
}
