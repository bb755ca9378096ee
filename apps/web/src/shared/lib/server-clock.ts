/**
 * The server's clock as the page last heard it: public reads carry the server's time (epoch ms)
 * in this header, and the request client notes how far it is from the browser's. A countdown to
 * a release follows the shop's clock this way, even when the visitor's clock is wrong.
 */
export const SERVER_TIME_HEADER = 'x-server-time';

let offset = 0;

/** Notes the server's time from an answer's header, received at `receivedAt` (browser ms). */
export function noteServerTime(header: string | null, receivedAt = Date.now()): void {
  if (header === null || header === '') return;
  const serverMs = Number(header);
  if (Number.isFinite(serverMs)) offset = serverMs - receivedAt;
}

/** The server's time now, as far as the page knows it: the browser's until an answer says. */
export function serverNow(): number {
  return Date.now() + offset;
}
