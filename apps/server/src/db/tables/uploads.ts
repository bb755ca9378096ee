import type { Generated } from 'kysely';

export interface UploadsTable {
  id: Generated<number>;
  user_id: number;
  url: string;
  mime: string;
  size: number;
  width: number;
  height: number;
  created_at: number;
}
