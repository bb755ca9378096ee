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

/** The tables the uploads module owns: its Kysely sees these and no others. */
export interface UploadsTables {
  uploads: UploadsTable;
}
