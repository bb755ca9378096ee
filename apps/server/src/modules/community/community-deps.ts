import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { ResponseCache } from '../../lib/response-cache';
import type { SettingsRepository } from '../settings/settings-repository';

/** What the community's services are given. */
export interface CommunityDeps {
  settings: SettingsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Visitors' cached post lists, forgotten after every write that changes what they show. */
  publicCache: ResponseCache;
}
