import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { SettingsRepository } from '../settings/settings-repository';

/** What authenticity's services are given. */
export interface AuthenticityDeps {
  settings: SettingsRepository;
  clock: Clock;
  log: FastifyBaseLogger;
}
