import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect';

/** Tables and indexes of the customers console. */
export async function up(_db: Kysely<unknown>, _dialect: DialectName): Promise<void> {}
