import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { primaryId, type DialectName } from '../dialect';

/** Bilingual text columns, `<name>_zh` and `<name>_en`, empty unless given. */
function texts<T extends string>(
  table: CreateTableBuilder<T, never>,
  names: string[],
): CreateTableBuilder<T, never> {
  let t = table;
  for (const name of names) {
    for (const col of [`${name}_zh`, `${name}_en`])
      t = t.addColumn(col, 'text', (c) => c.notNull().defaultTo(''));
  }
  return t;
}

/** The studio's public pages (story pages, gallery, team, processes, news...) and join-us. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  const sort = [
    'sort',
    'integer',
    (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0),
  ] as const;

  await db.schema
    .createTable('story_pages')
    .addColumn('page', 'text', (c) => c.primaryKey())
    .$call((t) => texts(t, ['title', 'lead', 'body']))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('story_sections')
    .addColumn('id', idType, idColumn)
    .addColumn('page', 'text', (c) => c.notNull())
    .$call((t) => texts(t, ['title', 'subtitle', 'summary']))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn(...sort)
    .execute();
  await db.schema
    .createIndex('story_sections_page')
    .on('story_sections')
    .columns(['page', 'sort'])
    .execute();

  await db.schema
    .createTable('gallery_works')
    .addColumn('id', idType, idColumn)
    .$call((t) => texts(t, ['title', 'artist', 'medium', 'description']))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn(...sort)
    .execute();

  await db.schema
    .createTable('team_members')
    .addColumn('id', idType, idColumn)
    .$call((t) => texts(t, ['name', 'role', 'bio']))
    .addColumn('photo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('joined_year', 'integer', (c) => c.notNull())
    .addColumn(...sort)
    .execute();

  await db.schema
    .createTable('processes')
    .addColumn('id', idType, idColumn)
    .$call((t) => texts(t, ['title', 'summary', 'duration', 'content']))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn(...sort)
    .execute();

  await db.schema
    .createTable('process_steps')
    .addColumn('id', idType, idColumn)
    .addColumn('process_id', 'integer', (c) =>
      c.notNull().references('processes.id').onDelete('cascade'),
    )
    .$call((t) => texts(t, ['title', 'text']))
    .addColumn(...sort)
    .execute();
  await db.schema
    .createIndex('process_steps_process')
    .on('process_steps')
    .columns(['process_id', 'sort'])
    .execute();

  await db.schema
    .createTable('technologies')
    .addColumn('id', idType, idColumn)
    .$call((t) => texts(t, ['title', 'summary', 'content']))
    .addColumn('tags_zh', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags_en', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn(...sort)
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', idType, idColumn)
    .$call((t) => texts(t, ['category', 'title', 'summary', 'content']))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_published').on('news').column('published_at').execute();

  await db.schema
    .createTable('rich_texts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call((t) => texts(t, ['title', 'content']))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('mr_experiences')
    .addColumn('id', idType, idColumn)
    .$call((t) => texts(t, ['title', 'summary', 'location', 'open_hours']))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn(...sort)
    .execute();

  await db.schema
    .createTable('job_positions')
    .addColumn('id', idType, idColumn)
    .addColumn('kind', 'text', (c) => c.notNull())
    .$call((t) =>
      texts(t, ['title', 'department', 'city', 'summary', 'description', 'requirements']),
    )
    .addColumn('headcount', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('open', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_positions_listing')
    .on('job_positions')
    .columns(['open', 'published_at'])
    .execute();

  await db.schema
    .createTable('job_questions')
    .addColumn('id', idType, idColumn)
    .addColumn('position_id', 'integer', (c) =>
      c.notNull().references('job_positions.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .$call((t) => texts(t, ['title']))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn(...sort)
    .execute();
  await db.schema
    .createIndex('job_questions_position')
    .on('job_questions')
    .columns(['position_id', 'sort'])
    .execute();

  await db.schema
    .createTable('job_question_options')
    .addColumn('id', idType, idColumn)
    .addColumn('question_id', 'integer', (c) =>
      c.notNull().references('job_questions.id').onDelete('cascade'),
    )
    .$call((t) => texts(t, ['label']))
    .addColumn(...sort)
    .execute();
  await db.schema
    .createIndex('job_question_options_question')
    .on('job_question_options')
    .columns(['question_id', 'sort'])
    .execute();

  await db.schema
    .createTable('resumes')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('file', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', idType, idColumn)
    .addColumn('position_id', 'integer', (c) => c.notNull().references('job_positions.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('resume_id', 'integer', (c) => c.references('resumes.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One application per mobile per position, also under concurrent submissions.
  await db.schema
    .createIndex('job_applications_unique')
    .on('job_applications')
    .columns(['position_id', 'mobile'])
    .unique()
    .execute();
}
