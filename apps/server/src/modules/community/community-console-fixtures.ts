import type { FastifyInstance } from 'fastify';
import type { StoredGroupAnswer } from '../../db/tables/community';
import { admitMember } from './membership';

/** Rows the community console's tests put in place of what members do on the site. */

export const groupForm = {
  name_zh: '漆艺研习社',
  name_en: 'Lacquer circle',
  description_zh: '一起研究大漆。',
  description_en: 'We study lacquer together.',
  cover: '/uploads/cover.png',
  convention_zh: '友善交流，不发广告。',
  convention_en: 'Be kind; no advertising.',
  status: 'open',
  sort: 0,
  gate_product_id: null,
  questions: [
    {
      kind: 'single',
      title_zh: '你做漆多久了？',
      title_en: 'How long have you worked with lacquer?',
      required: true,
      options: [
        { label_zh: '刚开始', label_en: 'Just started' },
        { label_zh: '三年以上', label_en: 'Over three years' },
      ],
    },
    {
      kind: 'text',
      title_zh: '为什么想加入？',
      title_en: 'Why join?',
      required: false,
      options: [],
    },
  ],
  images: [{ url: '/uploads/one.png', caption_zh: '作品', caption_en: 'A piece' }],
};

/** A waiting application, as the join page would leave it. */
export async function pendingApplication(
  app: FastifyInstance,
  groupId: number,
  userId: number,
  answers: StoredGroupAnswer[] = [
    {
      question_zh: '为什么想加入？',
      question_en: 'Why join?',
      answer_zh: '喜欢',
      answer_en: '喜欢',
    },
  ],
) {
  const row = await app.db
    .insertInto('community_applications')
    .values({
      group_id: groupId,
      user_id: userId,
      answers: JSON.stringify(answers),
      convention_version: 1,
      reason_key: null,
      created_at: app.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function member(app: FastifyInstance, groupId: number, userId: number) {
  await app.db
    .transaction()
    .execute((trx) => admitMember(trx, { groupId, userId, version: 1, now: app.clock.now() }));
}

/** A visible post of a member, counted on its group as posting would. */
export async function visiblePost(
  app: FastifyInstance,
  groupId: number,
  userId: number,
  text: string,
  images: string[] = [],
) {
  const now = app.clock.now();
  const row = await app.db
    .insertInto('community_posts')
    .values({
      group_id: groupId,
      user_id: userId,
      text,
      images: JSON.stringify(images),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('community_groups')
    .set((eb) => ({ post_count: eb('post_count', '+', 1), last_post_at: now }))
    .where('id', '=', groupId)
    .execute();
  return row.id;
}

export async function visibleComment(
  app: FastifyInstance,
  postId: number,
  userId: number,
  text: string,
) {
  const row = await app.db
    .insertInto('community_comments')
    .values({ post_id: postId, user_id: userId, text, created_at: app.clock.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('community_posts')
    .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
    .where('id', '=', postId)
    .execute();
  return row.id;
}

export async function report(
  app: FastifyInstance,
  {
    groupId,
    postId,
    commentId = null,
    reporterId,
  }: { groupId: number; postId: number; commentId?: number | null; reporterId: number },
) {
  const row = await app.db
    .insertInto('community_reports')
    .values({
      group_id: groupId,
      post_id: postId,
      comment_id: commentId,
      comment_key: commentId ?? 0,
      reporter_id: reporterId,
      reason: 'spam',
      note: 'again',
      created_at: app.clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
