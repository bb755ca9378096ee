import type { FileStorage } from '../storage/file-storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Services } from '../services';
import { seedGroups } from './demo-community-groups';
import { seedGroupPosts } from './demo-community-posts';

/** The demo community: groups with their conventions, questions and members, then their posts. */
export async function seedCommunity(
  db: Kysely<Database>,
  services: Services,
  files: FileStorage,
  log: FastifyBaseLogger,
): Promise<void> {
  await seedGroups(db, services, files, log);
  await seedGroupPosts(db, services, files, log);
}
