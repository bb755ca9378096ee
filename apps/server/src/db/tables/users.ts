import type { Generated } from 'kysely';
import type { Role } from '@atelier/contract';

export interface UsersTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  avatar: string;
  mobile: string | null;
  password_hash: string;
  role: Role;
  score: number;
  score_total: number;
  created_at: number;
  updated_at: number;
}

/** Sessions hold only a SHA-256 of the bearer token. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}
