import { sql, type Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * One questionnaire for community groups and job positions: the questions of both move into
 * `questionnaire_questions` (named by their owner's kind and id) and their options into
 * `questionnaire_options`, and the four old tables go. A position's questions and options keep
 * their ids, which the answers stored with applications name; a group's answers are stored as
 * texts, so its questions and options are numbered after them.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);

  await db.schema
    .createTable('questionnaire_questions')
    .addColumn('id', idType, idColumn)
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', idRefType, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('questionnaire_questions_owner')
    .on('questionnaire_questions')
    .columns(['owner_kind', 'owner_id', 'sort'])
    .execute();
  await db.schema
    .createTable('questionnaire_options')
    .addColumn('id', idType, idColumn)
    .addColumn('question_id', idRefType, (c) =>
      c.notNull().references('questionnaire_questions.id').onDelete('cascade'),
    )
    .addColumn('label_zh', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retired', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('questionnaire_options_question')
    .on('questionnaire_options')
    .columns(['question_id', 'sort'])
    .execute();

  await sql`
    insert into questionnaire_questions
      (id, owner_kind, owner_id, kind, title_zh, title_en, required, sort, retired)
    select id, 'position', position_id, kind, title_zh, title_en, required, sort, retired
    from job_questions
  `.execute(db);
  await sql`
    insert into questionnaire_options (id, question_id, label_zh, label_en, sort, retired)
    select id, question_id, label_zh, label_en, sort, retired
    from job_question_options
  `.execute(db);
  await sql`
    insert into questionnaire_questions
      (id, owner_kind, owner_id, kind, title_zh, title_en, required, sort, retired)
    select id + (select coalesce(max(id), 0) from job_questions), 'group', group_id, kind,
      title_zh, title_en, required, sort, 0
    from community_questions
  `.execute(db);
  await sql`
    insert into questionnaire_options (id, question_id, label_zh, label_en, sort, retired)
    select id + (select coalesce(max(id), 0) from job_question_options),
      question_id + (select coalesce(max(id), 0) from job_questions), label_zh, label_en, sort, 0
    from community_question_options
  `.execute(db);
  if (dialect === 'postgres') {
    // Rows inserted with their ids leave the identity behind them; new ones are numbered after.
    for (const table of ['questionnaire_questions', 'questionnaire_options']) {
      await sql`
        select setval(pg_get_serial_sequence(${table}, 'id'),
          (select coalesce(max(id), 0) + 1 from ${sql.table(table)}), false)
      `.execute(db);
    }
  }

  for (const table of [
    'job_question_options',
    'job_questions',
    'community_question_options',
    'community_questions',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
