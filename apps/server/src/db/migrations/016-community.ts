import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { idRefType, primaryId, type DialectName } from '../dialect';

/**
 * The community: groups with a versioned convention, join questions and images; applications
 * and members (with bans); members' posts, likes, comments and reports; notices to customers.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const [idType, idColumn] = primaryId(dialect);
  const ref = (table: string) => (c: ColumnDefinitionBuilder) =>
    c.notNull().references(`${table}.id`).onDelete('cascade');
  const userRef = ref('users');
  const groupRef = ref('community_groups');

  await db.schema.alterTable('users').addColumn('community_joined_at', 'bigint').execute();

  await db.schema
    .createTable('community_groups')
    .addColumn('id', idType, idColumn)
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description_zh', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cover', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // The current convention's version; its texts are in `community_conventions`.
    .addColumn('convention_version', 'integer', (c) => c.notNull().defaultTo(1))
    // Customers with a completed order of this product are admitted at once.
    .addColumn('gate_product_id', idRefType, (c) =>
      c.references('products.id').onDelete('set null'),
    )
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_post_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Every version of every group's convention; members accept one version.
  await db.schema
    .createTable('community_conventions')
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text_zh', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_conventions_pk', ['group_id', 'version'])
    .execute();

  await db.schema
    .createTable('community_questions')
    .addColumn('id', idType, idColumn)
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title_zh', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('required', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('community_questions_group')
    .on('community_questions')
    .columns(['group_id', 'sort'])
    .execute();
  await db.schema
    .createTable('community_question_options')
    .addColumn('id', idType, idColumn)
    .addColumn('question_id', idRefType, ref('community_questions'))
    .addColumn('label_zh', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('community_question_options_question')
    .on('community_question_options')
    .columns(['question_id', 'sort'])
    .execute();

  await db.schema
    .createTable('community_images')
    .addColumn('id', idType, idColumn)
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('caption_zh', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('caption_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('community_images_group')
    .on('community_images')
    .columns(['group_id', 'sort'])
    .execute();

  await db.schema
    .createTable('community_members')
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('accepted_version', 'integer', (c) => c.notNull())
    // A ban lasts until this time (the start of a shop day); null: not banned.
    .addColumn('banned_until', 'bigint')
    .addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('banned_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('banned_at', 'bigint')
    .addPrimaryKeyConstraint('community_members_pk', ['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('community_members_user')
    .on('community_members')
    .columns(['user_id', 'joined_at'])
    .execute();
  await db.schema
    .createIndex('community_members_newest')
    .on('community_members')
    .columns(['group_id', 'joined_at'])
    .execute();

  await db.schema
    .createTable('community_applications')
    .addColumn('id', idType, idColumn)
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    // The answers as given, with the questions' texts of the day: `[{ question_zh, question_en,
    // answer_zh, answer_en }]`, so editing the questions later changes no application.
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('convention_version', 'integer', (c) => c.notNull())
    .addColumn('reason_key', 'text')
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // One waiting application per customer per group, however many arrive at once.
  await db.schema
    .createIndex('community_applications_pending')
    .on('community_applications')
    .columns(['group_id', 'user_id'])
    .unique()
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('community_applications_user')
    .on('community_applications')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('community_applications_inbox')
    .on('community_applications')
    .columns(['status', 'group_id', 'id'])
    .execute();

  await db.schema
    .createTable('community_posts')
    .addColumn('id', idType, idColumn)
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('text', 'text', (c) => c.notNull())
    // JSON array of upload URLs, at most nine.
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('like_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comment_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // A group's page of posts, newest first, reads this index alone.
  await db.schema
    .createIndex('community_posts_group')
    .on('community_posts')
    .columns(['group_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('community_posts_user')
    .on('community_posts')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('community_post_likes')
    .addColumn('post_id', idRefType, ref('community_posts'))
    .addColumn('user_id', idRefType, userRef)
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('community_post_likes_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('community_comments')
    .addColumn('id', idType, idColumn)
    .addColumn('post_id', idRefType, ref('community_posts'))
    .addColumn('user_id', idRefType, userRef)
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('visible'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_comments_post')
    .on('community_comments')
    .columns(['post_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('community_comments_user')
    .on('community_comments')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('community_reports')
    .addColumn('id', idType, idColumn)
    .addColumn('group_id', idRefType, groupRef)
    .addColumn('post_id', idRefType, ref('community_posts'))
    // Null: the report is about the post itself.
    .addColumn('comment_id', idRefType, (c) =>
      c.references('community_comments.id').onDelete('cascade'),
    )
    .addColumn('reporter_id', idRefType, userRef)
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // 0 for a report of the post, so the unique key below also holds for those.
    .addColumn('comment_key', idRefType, (c) => c.notNull().defaultTo(0))
    .execute();
  // A member reports a post (or a comment) once.
  await db.schema
    .createIndex('community_reports_once')
    .on('community_reports')
    .columns(['reporter_id', 'post_id', 'comment_key'])
    .unique()
    .execute();
  await db.schema
    .createIndex('community_reports_queue')
    .on('community_reports')
    .columns(['status', 'group_id', 'id'])
    .execute();

  await db.schema
    .createTable('community_notices')
    .addColumn('id', idType, idColumn)
    .addColumn('user_id', idRefType, userRef)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('group_id', idRefType, (c) =>
      c.references('community_groups.id').onDelete('cascade'),
    )
    // JSON: what the notice's words need (a reason, a post's opening, an end date).
    .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('community_notices_user')
    .on('community_notices')
    .columns(['user_id', 'id'])
    .execute();
  await db.schema
    .createIndex('community_notices_unread')
    .on('community_notices')
    .columns(['user_id'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}
