import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CommunityDeps } from './community-deps';

export function communityConsole(db: Kysely<Database>, deps: CommunityDeps) {
  void db;
  void deps;
  return {};
}

export type CommunityConsole = ReturnType<typeof communityConsole>;
