import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services';

/** Being built. */
export async function seedGroups(
  db: Kysely<Database>,
  services: Services,
  uploadsDir: string,
  log: FastifyBaseLogger,
): Promise<void> {
  void [db, services, uploadsDir, log];
  await Promise.resolve();
}
