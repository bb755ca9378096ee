import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import type { SmsService } from '../account/sms-service';
import type { CatalogService } from '../catalog/catalog-service';

/** What the drop's services are given. */
export interface DropDeps {
  /** The product's sale mode follows its drop; the catalogue owns products. */
  catalog: Pick<CatalogService, 'setSaleMode'>;
  /** Winners and entries moved up are texted when the provider has a template for it. */
  sms: Pick<SmsService, 'notifyDropWon'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Product pages show how a product sells: forgotten when its sale mode changes. */
  publicCache: ResponseCache;
}
