import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { SettingsRepository } from '../settings/settings-repository';

/** What the community's services are given. */
export interface CommunityDeps {
  settings: SettingsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}
