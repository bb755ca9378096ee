import { randomBytes } from 'node:crypto';
import { SERIAL_ALPHABET, SERIAL_DATA_LENGTH, serialFromData } from '@atelier/contract/serial-code';
import type { Kysely } from 'kysely';
import type { AuthenticityTables } from '../../db/tables/authenticity';

const BITS_PER_CHAR = 5;
const INSERT_CHUNK = 500;

/**
 * A new serial: 15 characters of 5 random bits each (75 bits from the system's CSPRNG) and the
 * check character. Normalised, without dashes.
 */
export function newSerial(): string {
  const bytes = randomBytes(Math.ceil((SERIAL_DATA_LENGTH * BITS_PER_CHAR) / 8));
  let bits = 0;
  let value = 0;
  let data = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= BITS_PER_CHAR && data.length < SERIAL_DATA_LENGTH) {
      bits -= BITS_PER_CHAR;
      data += SERIAL_ALPHABET[(value >> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return serialFromData(data);
}

/**
 * Issues a batch of `quantity` serials for a product, editions 1 to `quantity`, in one
 * transaction: a batch is there whole or not at all. Two equal codes among 2^75 would break the
 * unique index and refuse the batch rather than issue a duplicate.
 */
export async function issueBatch(
  db: Kysely<AuthenticityTables>,
  {
    productId,
    quantity,
    note,
    createdBy,
    now,
    record,
  }: {
    productId: number;
    quantity: number;
    note: string;
    createdBy: string;
    now: number;
    /** Writes the batch's audit row in the same transaction. */
    record?: (trx: Kysely<AuthenticityTables>, batchId: number) => Promise<void>;
  },
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const batch = await trx
      .insertInto('serial_batches')
      .values({ product_id: productId, quantity, note, created_by: createdBy, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const batchId = Number(batch.id);
    for (let start = 1; start <= quantity; start += INSERT_CHUNK) {
      const rows = [];
      for (let n = start; n < Math.min(start + INSERT_CHUNK, quantity + 1); n++) {
        rows.push({
          batch_id: batchId,
          product_id: productId,
          code: newSerial(),
          edition_number: n,
        });
      }
      await trx.insertInto('serials').values(rows).execute();
    }
    await record?.(trx, batchId);
    return batchId;
  });
}
