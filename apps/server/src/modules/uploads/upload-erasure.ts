import { ownTables, type Connection } from '../../db/connection';
import type { UploadsTables } from '../../db/tables/uploads';

/**
 * The uploads' part of erasing an account: the rows go in the erasure's transaction; the files
 * they name are answered, to be removed once it commits (a rollback must not lose them).
 */
export async function eraseUploads(trxGiven: Connection, userId: number) {
  const trx = ownTables<UploadsTables>(trxGiven);
  const rows = await trx
    .deleteFrom('uploads')
    .where('user_id', '=', userId)
    .returning('url')
    .execute();
  return { counts: { uploads: rows.length }, files: rows.map((r) => r.url) };
}
