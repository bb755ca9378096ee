import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * Hiring in the console: a posting's status (draft, open, closed) with when it closed and was
 * last changed; questions and options retired rather than deleted once answered; an
 * application's status, and the history of the moves staff made with their notes.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  await db.schema
    .alterTable('job_positions')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .execute();
  await db.schema.alterTable('job_positions').addColumn('closed_at', 'bigint').execute();
  await db.schema
    .alterTable('job_positions')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update job_positions set status = case when open = 1 then 'open' else 'closed' end, updated_at = published_at`.execute(
    db,
  );

  for (const table of ['job_questions', 'job_question_options']) {
    await db.schema
      .alterTable(table)
      .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await db.schema
    .alterTable('job_applications')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('job_applications')
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update job_applications set updated_at = created_at`.execute(db);
  await db.schema
    .createIndex('job_applications_inbox')
    .on('job_applications')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('job_application_moves')
    .addColumn('id', idType, idColumn)
    .addColumn('application_id', idRefType, (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text', (c) => c.notNull())
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', idRefType, (c) => c.notNull())
    .addColumn('staff_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_application_moves_application')
    .on('job_application_moves')
    .columns(['application_id', 'id'])
    .execute();
}
