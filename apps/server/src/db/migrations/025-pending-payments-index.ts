import type { Kysely } from 'kysely';

/**
 * Pending payments by age: what the job that settles unnotified payments and each metrics scrape
 * ask for, which otherwise read every payment the shop ever took.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_status_created')
    .on('payments')
    .columns(['status', 'created_at'])
    .execute();
}
