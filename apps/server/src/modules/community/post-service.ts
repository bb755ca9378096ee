import { ownTables, type Connection } from '../../db/connection';
import type { Lang } from '@atelier/contract';
import type { ReportReason } from '@atelier/contract/community-codes';
import type { Kysely } from 'kysely';
import { pagedList, pageFrom } from '../../db/paged-list';
import type { CommunityTables } from '../../db/tables/community';
import { allUploadedBy } from '../uploads/own-uploads-query';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { pageOffset } from '../../lib/paging';
import { writeThenForget } from '../../lib/write-then-forget';
import { communitySettings } from './community-settings';
import type { CommunityDeps } from './community-deps';
import { requireParticipant } from './membership';
import { addNotice, excerpt } from './notices';
import { withinHourlyLimit } from './post-rate-limit';
import { commentViews, likedBy, peopleById, postView, postViews, someone } from './post-views';

interface Page {
  page: number;
  limit: number;
}

const postColumns = [
  'id',
  'group_id',
  'user_id',
  'text',
  'images',
  'status',
  'like_count',
  'comment_count',
  'created_at',
] as const;

/** Members' posts, comments, likes and reports; every count moves in the write's transaction. */
export function postService(dbGiven: Connection, deps: CommunityDeps) {
  const db = ownTables<CommunityTables>(dbGiven);
  const now = () => deps.clock.now();
  const timeZone = async () => (await deps.settings.shop()).time_zone;
  /** Visitors' cached post lists go once a write has changed a post, its count or its likes. */
  const forget = () => deps.publicCache.invalidate('community');
  const write = <T>(work: (trx: Kysely<CommunityTables>) => Promise<T>) =>
    writeThenForget(db, deps.publicCache, 'community', work);

  async function participant(groupId: number, userId: number) {
    await requireParticipant(db, { groupId, userId, now: now(), timeZone: await timeZone() });
  }

  /** A post anyone may see; hidden and deleted ones are as good as gone. */
  async function visiblePost(postId: number) {
    const post = await db
      .selectFrom('community_posts')
      .select(postColumns)
      .where('id', '=', postId)
      .where('status', '=', 'visible')
      .executeTakeFirst();
    if (!post) throw new AppError('groupPostNotFound');
    return post;
  }

  /** After a visible post leaves, the group's newest-post time is the next one's. */
  async function recountNewest(trxGiven: Connection, groupId: number) {
    const trx = ownTables<CommunityTables>(trxGiven);
    await trx
      .updateTable('community_groups')
      .set((eb) => ({
        last_post_at: eb
          .selectFrom('community_posts')
          .select('created_at')
          .where('group_id', '=', groupId)
          .where('status', '=', 'visible')
          .orderBy('id', 'desc')
          .limit(1),
      }))
      .where('id', '=', groupId)
      .execute();
  }

  /**
   * A page of a group's visible posts as anyone sees it. One statement for the page on the
   * common path: its ids come from the index alone and the total is the group's own count; the
   * authors of those rows only are then read from the account (with their badges, in parallel).
   */
  async function sharedPage(groupId: number, { page, limit, before }: Page & { before?: number }) {
    let ids = db
      .selectFrom('community_posts')
      .select('id')
      .where('group_id', '=', groupId)
      .where('status', '=', 'visible')
      .orderBy('id', 'desc')
      .limit(limit);
    ids =
      before === undefined ? ids.offset(pageOffset({ page, limit })) : ids.where('id', '<', before);
    const rows = await db
      .selectFrom('community_posts as p')
      .select(postColumns.map((c) => `p.${c}` as const))
      .select((eb) =>
        eb
          .selectFrom('community_groups')
          .select('post_count')
          .where('id', '=', groupId)
          .as('total'),
      )
      .where('p.id', 'in', ids)
      .orderBy('p.id', 'desc')
      .execute();
    let total = rows[0]?.total;
    if (total === undefined) {
      const group = await db
        .selectFrom('community_groups')
        .select('post_count')
        .where('id', '=', groupId)
        .executeTakeFirst();
      if (!group) throw new AppError('groupNotFound');
      total = group.post_count;
    }
    // The authors' names and avatars are the account's (read beside their collector badges).
    const people = await peopleById(
      db,
      rows.map((r) => Number(r.user_id)),
    );
    const list = rows.map((r) =>
      postView(r, people.get(Number(r.user_id)) ?? someone(Number(r.user_id)), new Set(), null),
    );
    return { list, total: Number(total) };
  }

  return {
    /**
     * A group's visible posts, newest first: a page, or the `limit` older than `before`. The
     * page as everyone sees it is kept until a write changes it (see `sharedPage`); each reader
     * adds only which of its posts they liked.
     */
    async content(
      groupId: number,
      viewerId: number | null,
      { page, limit, before }: Page & { before?: number },
    ) {
      return pageFrom(
        { page, limit },
        async () => {
          const shared = await deps.publicCache.rememberValue(
            `groupContent|${groupId}|${page}|${limit}|${before ?? ''}`,
            'community',
            () => sharedPage(groupId, { page, limit, before }),
          );
          return { rows: shared.list, total: shared.total };
        },
        async (posts) => {
          const liked = await likedBy(
            db,
            viewerId,
            posts.map((p) => p.id),
          );
          return posts.map((p) => ({
            ...p,
            liked: liked.has(p.id),
            mine: p.author.user_id === viewerId,
          }));
        },
      );
    },

    /** A visible post's visible comments, oldest first. */
    async comments(postId: number, viewerId: number | null, { page, limit }: Page) {
      return pageFrom(
        { page, limit },
        async (offset) => {
          const post = await visiblePost(postId);
          const rows = await db
            .selectFrom('community_comments')
            .select(['id', 'post_id', 'user_id', 'text', 'created_at'])
            .where('post_id', '=', postId)
            .where('status', '=', 'visible')
            .orderBy('id', 'asc')
            .limit(limit)
            .offset(offset)
            .execute();
          return { rows, total: Number(post.comment_count) };
        },
        (rows) => commentViews(db, rows, viewerId),
      );
    },

    /** My posts in every group, newest first; hidden ones too, with their status. */
    async mine(userId: number, lang: Lang, { page, limit }: Page) {
      const base = db
        .selectFrom('community_posts')
        .where('community_posts.user_id', '=', userId)
        .where('community_posts.status', '!=', 'deleted');
      return pagedList(
        base
          .innerJoin('community_groups as g', 'g.id', 'community_posts.group_id')
          .select(postColumns.map((c) => `community_posts.${c}` as const))
          .select(['g.name_zh', 'g.name_en'])
          .orderBy('community_posts.id', 'desc'),
        base,
        { page, limit },
        async (rows) =>
          (await postViews(db, rows, userId)).map(({ row, view }) => ({
            ...view,
            group_name: localized(row, 'name', lang),
            status: row.status,
          })),
      );
    },

    /**
     * A participant posts; every image must be one of their own uploads. The group's count and
     * newest-post time move with the insert, within the hourly limit.
     */
    async create(userId: number, input: { group_id: number; text: string; images: string[] }) {
      const groupId = input.group_id;
      await participant(groupId, userId);
      const images = [...new Set(input.images)];
      if (!(await allUploadedBy(db, userId, images))) throw new AppError('groupPostImageNotYours');
      const at = now();
      const { posts_per_hour } = await communitySettings(deps.settings);
      const post = await withinHourlyLimit(
        db,
        {
          table: 'community_posts',
          userId,
          now: at,
          perHour: posts_per_hour,
          timeZone: await timeZone(),
        },
        async (trx) => {
          const row = await trx
            .insertInto('community_posts')
            .values({
              group_id: groupId,
              user_id: userId,
              text: input.text,
              images: JSON.stringify(images),
              created_at: at,
            })
            .returning(postColumns)
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('community_groups')
            .set((eb) => ({ post_count: eb('post_count', '+', 1), last_post_at: at }))
            .where('id', '=', groupId)
            .execute();
          return row;
        },
      );
      await forget();
      const [shown] = await postViews(db, [post], userId);
      if (!shown) throw new Error('the new post could not be read');
      return shown.view;
    },

    /** The author deletes their post; a visible one leaves the group's count. */
    async remove(userId: number, postId: number) {
      const post = await db
        .selectFrom('community_posts')
        .select(['user_id', 'group_id', 'status'])
        .where('id', '=', postId)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
      if (!post) throw new AppError('groupPostNotFound');
      if (Number(post.user_id) !== userId) throw new AppError('groupPostNotYours');
      await write(async (trx) => {
        // Only the request that changes the status moves the count.
        const left = await trx
          .updateTable('community_posts')
          .set({ status: 'deleted' })
          .where('id', '=', postId)
          .where('status', '=', 'visible')
          .executeTakeFirst();
        if (Number(left.numUpdatedRows) === 1) {
          await trx
            .updateTable('community_groups')
            .set((eb) => ({ post_count: eb('post_count', '-', 1) }))
            .where('id', '=', post.group_id)
            .execute();
          await recountNewest(trx, Number(post.group_id));
        } else {
          await trx
            .updateTable('community_posts')
            .set({ status: 'deleted' })
            .where('id', '=', postId)
            .where('status', '=', 'hidden')
            .execute();
        }
      });
    },

    /** A participant likes a post or takes the like back; the count follows the like rows. */
    async like(userId: number, postId: number, liked: boolean) {
      const post = await visiblePost(postId);
      await participant(Number(post.group_id), userId);
      return write(async (trx) => {
        const changed = liked
          ? await trx
              .insertInto('community_post_likes')
              .values({ post_id: postId, user_id: userId, created_at: now() })
              .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
              .returning('post_id')
              .executeTakeFirst()
          : await trx
              .deleteFrom('community_post_likes')
              .where('post_id', '=', postId)
              .where('user_id', '=', userId)
              .returning('post_id')
              .executeTakeFirst();
        const row = await trx
          .updateTable('community_posts')
          .set((eb) => ({ like_count: eb('like_count', '+', changed ? (liked ? 1 : -1) : 0) }))
          .where('id', '=', postId)
          .returning('like_count')
          .executeTakeFirstOrThrow();
        return { id: postId, liked, like_count: Number(row.like_count) };
      });
    },

    /** A participant comments, within the hourly limit; the author hears of it. */
    async comment(userId: number, input: { post_id: number; text: string }) {
      const post = await visiblePost(input.post_id);
      const groupId = Number(post.group_id);
      await participant(groupId, userId);
      const at = now();
      const { comments_per_hour } = await communitySettings(deps.settings);
      const [me] = (await peopleById(db, [userId])).values();
      const row = await withinHourlyLimit(
        db,
        {
          table: 'community_comments',
          userId,
          now: at,
          perHour: comments_per_hour,
          timeZone: await timeZone(),
        },
        async (trx) => {
          const added = await trx
            .insertInto('community_comments')
            .values({ post_id: input.post_id, user_id: userId, text: input.text, created_at: at })
            .returning(['id', 'post_id', 'user_id', 'text', 'created_at'])
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('community_posts')
            .set((eb) => ({ comment_count: eb('comment_count', '+', 1) }))
            .where('id', '=', input.post_id)
            .execute();
          const author = Number(post.user_id);
          if (author !== userId) {
            await addNotice(trx, {
              userId: author,
              kind: 'post_commented',
              groupId,
              params: {
                post_id: input.post_id,
                excerpt: excerpt(input.text),
                by: me?.nickname ?? '',
              },
              now: at,
            });
          }
          return added;
        },
      );
      await forget();
      const [shown] = await commentViews(db, [row], userId);
      if (!shown) throw new Error('the new comment could not be read');
      return shown;
    },

    /** The author deletes their comment; a visible one leaves the post's count. */
    async removeComment(userId: number, commentId: number) {
      const comment = await db
        .selectFrom('community_comments')
        .select(['user_id', 'post_id'])
        .where('id', '=', commentId)
        .where('status', '!=', 'deleted')
        .executeTakeFirst();
      if (!comment) throw new AppError('groupCommentNotFound');
      if (Number(comment.user_id) !== userId) throw new AppError('groupCommentNotYours');
      await write(async (trx) => {
        const left = await trx
          .updateTable('community_comments')
          .set({ status: 'deleted' })
          .where('id', '=', commentId)
          .where('status', '=', 'visible')
          .executeTakeFirst();
        if (Number(left.numUpdatedRows) === 1) {
          await trx
            .updateTable('community_posts')
            .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
            .where('id', '=', comment.post_id)
            .execute();
        } else {
          await trx
            .updateTable('community_comments')
            .set({ status: 'deleted' })
            .where('id', '=', commentId)
            .where('status', '=', 'hidden')
            .execute();
        }
      });
    },

    /** A participant reports a post or one of its comments, once; not their own. */
    async report(
      userId: number,
      input: { post_id: number; comment_id?: number; reason: ReportReason; note: string },
    ) {
      const post = await visiblePost(input.post_id);
      const groupId = Number(post.group_id);
      await participant(groupId, userId);
      let authorId = Number(post.user_id);
      if (input.comment_id !== undefined) {
        const comment = await db
          .selectFrom('community_comments')
          .select('user_id')
          .where('id', '=', input.comment_id)
          .where('post_id', '=', input.post_id)
          .where('status', '=', 'visible')
          .executeTakeFirst();
        if (!comment) throw new AppError('groupCommentNotFound');
        authorId = Number(comment.user_id);
      }
      if (authorId === userId) throw new AppError('groupReportOwn');
      // The unique key (reporter, post, comment or 0) keeps it to once, however many arrive.
      const row = await db
        .insertInto('community_reports')
        .values({
          group_id: groupId,
          post_id: input.post_id,
          comment_id: input.comment_id ?? null,
          comment_key: input.comment_id ?? 0,
          reporter_id: userId,
          reason: input.reason,
          note: input.note,
          created_at: now(),
        })
        .onConflict((oc) => oc.columns(['reporter_id', 'post_id', 'comment_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new AppError('groupReportTwice');
      return { id: Number(row.id) };
    },
  };
}

export type PostService = ReturnType<typeof postService>;
