import type { Selectable } from 'kysely';
import type { Database } from '../db/schema';

/** The columns a profile is made of. */
export const profileColumns = [
  'users.id',
  'users.username',
  'users.nickname',
  'users.avatar',
  'users.mobile',
  'users.role',
  'users.score',
  'users.score_total',
  'users.gender',
  'users.birthday',
  'users.created_at',
  'users.community_joined_at',
] as const;

type Unqualified<C> = C extends `users.${infer Column}` ? Column : never;

/** A user's profile columns, as a select of `profileColumns` returns them. */
export type ProfileRow = Pick<
  Selectable<Database['users']>,
  Unqualified<(typeof profileColumns)[number]>
>;

/** Who is signed in: their profile and the session they came with. */
export type AuthUser = ProfileRow & { session_id: number };
