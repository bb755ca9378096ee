import type { FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';

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
 * is the forwarded client only when the request came through a proxy `TRUST_PROXY` names. An
 * IPv6 client counts by its /64 network: one home or phone is given a whole /64 and may take any
 * address in it, which would otherwise make one client many. An IPv4 address in IPv6 form
 * (`::ffff:198.51.100.7`) is that IPv4 address.
 */
export function clientAddress(request: FastifyRequest): string {
  return addressGroup(request.ip);
}

/** The address, or the /64 network of an IPv6 one, that counts as one client. */
export function addressGroup(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
