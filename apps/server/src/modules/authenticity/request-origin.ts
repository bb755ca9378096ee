import type { FastifyRequest } from 'fastify';

/**
 * The site's address as the caller reached it (`https://shop.example`): what a printed QR code
 * and an exported check address point to. Behind a proxy, Fastify's `trustProxy` makes the
 * forwarded protocol and host the ones read here.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
