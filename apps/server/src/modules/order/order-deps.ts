import type { FastifyBaseLogger } from 'fastify';
import type { Connection } from '../../db/connection';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import type { AddressService } from '../account/address-service';
import type { CartService } from '../cart/cart-service';
import type { CatalogService } from '../catalog/catalog-service';
import type { PaymentService } from '../payment/payment-service';
import type { PointsService } from '../points/points-service';
import type { SettingsRepository } from '../settings/settings-repository';

/**
 * Products sold by draw (the drop module, above orders, so given here): inside an order's
 * transaction, `claim` takes the caller's held entry for the product or refuses, and `release`
 * gives it back when the order is cancelled.
 */
export interface DrawClaims {
  claim(
    trx: Connection,
    claim: { userId: number; productId: number; quantity: number; orderId: number; now: number },
  ): Promise<void>;
  release(trx: Connection, orderId: number, now: number): Promise<void>;
}

/** The services an order works through: it never touches their tables itself. */
export interface OrderDeps {
  drawClaims: DrawClaims;
  catalog: CatalogService;
  cart: CartService;
  addresses: AddressService;
  points: PointsService;
  payments: PaymentService;
  settings: SettingsRepository;
  publicCache: ResponseCache;
  log: FastifyBaseLogger;
  clock: Clock;
}

/** The shop's rules an order follows; a missing setting is a deployment fault. */
export function shopRules(settings: SettingsRepository) {
  return settings.shop();
}
