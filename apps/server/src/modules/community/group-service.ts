import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CommunityDeps } from './community-deps';

export function groupService(db: Kysely<Database>, deps: CommunityDeps) {
  void db;
  void deps;
  return {};
}

export type GroupService = ReturnType<typeof groupService>;
