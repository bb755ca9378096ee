import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CommunityDeps } from './community-deps';

export function postService(db: Kysely<Database>, deps: CommunityDeps) {
  void db;
  void deps;
  return {};
}

export type PostService = ReturnType<typeof postService>;
