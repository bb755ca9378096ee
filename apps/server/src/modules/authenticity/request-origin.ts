import type { FastifyRequest } from 'fastify';

/**
 * The site's address as the caller reached it (`https://shop.example`): what a printed QR code
 * and an exported check address point to. Behind a proxy, Fastify's `trustProxy` makes the
 * forwarded protocol and host the ones read here.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * The caller's address, what check budgets and visitor counts go by: Fastify's `request.ip`, which
 * is the forwarded client only when the request came through a proxy `TRUST_PROXY` names.
 */
export function clientAddress(request: FastifyRequest): string {
  return request.ip;
}
