import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { ContentStatus, ReportDecision } from '@atelier/contract/community-codes';
import type { Kysely } from 'kysely';
import { lockRows } from '../../db/dialect';
import { pagedList } from '../../db/paged-list';
import type { CommunityTables } from '../../db/tables/community';
import type { ResponseCache } from '../../lib/response-cache';
import { toIso } from '../../lib/time';
import { writeThenForget } from '../../lib/write-then-forget';
import type { Auditor } from '../../kernel/auditor';
import { peopleAndGroups, personOr } from './console-people';
import { addNotice, excerpt } from './notices';

const closedAs = { hide: 'hidden', delete: 'deleted', dismiss: 'dismissed' } as const;
const contentAs = { hide: 'hidden', delete: 'deleted' } as const;
/** What each decision may change: hiding shows nothing twice; deleting also takes a hidden one. */
const changeableFrom: Record<'hide' | 'delete', ContentStatus[]> = {
  hide: ['visible'],
  delete: ['visible', 'hidden'],
};

async function lockPost(trx: Kysely<CommunityTables>, postId: number) {
  await lockRows(
    trx,
    trx.selectFrom('community_posts').select('id').where('id', '=', postId),
    'no key update',
  );
}

const imageList = (json: string) => JSON.parse(json) as string[];

/** The reports queue: posts and comments members reported, and what staff do about them. */
export function consoleReports(db: Kysely<CommunityTables>, publicCache: ResponseCache) {
  /** The group's newest visible post's time, after one stopped being visible. */
  async function refreshGroup(trx: Kysely<CommunityTables>, groupId: number) {
    const newest = await trx
      .selectFrom('community_posts')
      .select('created_at')
      .where('group_id', '=', groupId)
      .where('status', '=', 'visible')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    await trx
      .updateTable('community_groups')
      .set((eb) => ({
        post_count: eb('post_count', '-', 1),
        last_post_at: newest ? Number(newest.created_at) : null,
      }))
      .where('id', '=', groupId)
      .execute();
  }

  /**
   * Hides or deletes a post or comment while it is still in a state the decision changes (a
   * conditional update: of two staff at once, one changes it), keeps the counters right and
   * tells its author. False when nothing changed.
   */
  async function changeContent(
    trx: Kysely<CommunityTables>,
    report: { group_id: number; post_id: number; comment_id: number | null },
    decision: 'hide' | 'delete',
    now: number,
  ): Promise<{ from: ContentStatus } | undefined> {
    const to = contentAs[decision];
    if (report.comment_id !== null) {
      const comment = await trx
        .selectFrom('community_comments')
        .select(['status', 'user_id', 'text'])
        .where('id', '=', report.comment_id)
        .executeTakeFirst();
      if (!comment || !changeableFrom[decision].includes(comment.status)) return undefined;
      const changed = await trx
        .updateTable('community_comments')
        .set({ status: to })
        .where('id', '=', report.comment_id)
        .where('status', '=', comment.status)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return undefined;
      if (comment.status === 'visible') {
        await trx
          .updateTable('community_posts')
          .set((eb) => ({ comment_count: eb('comment_count', '-', 1) }))
          .where('id', '=', report.post_id)
          .where('comment_count', '>', 0)
          .execute();
      }
      await addNotice(trx, {
        userId: comment.user_id,
        kind: decision === 'hide' ? 'comment_hidden' : 'comment_deleted',
        groupId: report.group_id,
        params: { post_id: report.post_id, excerpt: excerpt(comment.text) },
        now,
      });
      return { from: comment.status };
    }
    const post = await trx
      .selectFrom('community_posts')
      .select(['status', 'user_id', 'text'])
      .where('id', '=', report.post_id)
      .executeTakeFirst();
    if (!post || !changeableFrom[decision].includes(post.status)) return undefined;
    const changed = await trx
      .updateTable('community_posts')
      .set({ status: to })
      .where('id', '=', report.post_id)
      .where('status', '=', post.status)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return undefined;
    if (post.status === 'visible') await refreshGroup(trx, report.group_id);
    await addNotice(trx, {
      userId: post.user_id,
      kind: decision === 'hide' ? 'post_hidden' : 'post_deleted',
      groupId: report.group_id,
      params: { post_id: report.post_id, excerpt: excerpt(post.text) },
      now,
    });
    return { from: post.status };
  }

  return {
    async list(
      { page, limit, status, group_id }: ActionParams<'communityReportList'>,
      lang: Lang,
    ): Promise<ActionOutput<'communityReportList'>> {
      let query = db.selectFrom('community_reports as r').where('r.status', '=', status);
      if (group_id !== undefined) query = query.where('r.group_id', '=', group_id);
      return pagedList(
        query
          .innerJoin('community_posts as p', 'p.id', 'r.post_id')
          .leftJoin('community_comments as c', 'c.id', 'r.comment_id')
          .selectAll('r')
          .select([
            'p.user_id as post_user_id',
            'p.text as post_text',
            'p.images as post_images',
            'p.status as post_status',
            'c.user_id as comment_user_id',
            'c.text as comment_text',
            'c.status as comment_status',
          ])
          .select((eb) =>
            eb
              .selectFrom('community_reports as same')
              .select((e) => e.fn.countAll<number>().as('n'))
              .whereRef('same.post_id', '=', 'r.post_id')
              .whereRef('same.comment_key', '=', 'r.comment_key')
              .where('same.status', '=', 'open')
              .as('reports_of_same'),
          )
          .orderBy('r.id', status === 'open' ? 'asc' : 'desc'),
        query,
        { page, limit },
        async (rows) => {
          const [people, groups] = await peopleAndGroups(
            db,
            rows.flatMap((r) => [
              r.reporter_id,
              r.post_user_id,
              ...(r.comment_user_id === null ? [] : [r.comment_user_id]),
            ]),
            rows.map((r) => r.group_id),
            lang,
          );
          return rows.map((r) => ({
            id: r.id,
            group: { id: r.group_id, name: groups.get(r.group_id) ?? '' },
            post: {
              id: r.post_id,
              author: personOr(people, r.post_user_id),
              text: r.post_text,
              images: imageList(r.post_images),
              status: r.post_status,
            },
            comment:
              r.comment_id === null || r.comment_user_id === null
                ? null
                : {
                    id: r.comment_id,
                    author: personOr(people, r.comment_user_id),
                    text: r.comment_text ?? '',
                    status: r.comment_status ?? 'visible',
                  },
            reason: r.reason as ActionOutput<'communityReportList'>['list'][number]['reason'],
            note: r.note,
            reporter: personOr(people, r.reporter_id),
            reports_of_same: Number(r.reports_of_same ?? 0),
            status: r.status,
            decided_by: r.decided_by,
            created_at: toIso(Number(r.created_at)),
            decided_at: r.decided_at === null ? null : toIso(Number(r.decided_at)),
          }));
        },
      );
    },

    /**
     * Decides reports in id order: each open one closes with every other open report of the
     * same post or comment, and hiding or deleting changes what they name (once, whoever else
     * decides at the same moment).
     */
    decide(
      { ids, decision }: ActionParams<'communityReportDecide'>,
      audit: Auditor,
      now: number,
    ): Promise<ActionOutput<'communityReportDecide'>> {
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      const closed = new Set<number>();
      // A hidden or deleted post leaves visitors' cached post lists at once.
      return writeThenForget(db, publicCache, 'community', async (trx) => {
        for (const id of sorted) {
          if (closed.has(id)) continue;
          const named = await trx
            .selectFrom('community_reports')
            .select('post_id')
            .where('id', '=', id)
            .executeTakeFirst();
          if (!named) continue;
          // Decisions about one post (or its comments) take turns on the post's row, so two staff
          // closing its reports at once never wait on each other's reports.
          await lockPost(trx, named.post_id);
          const report = await trx
            .updateTable('community_reports')
            .set({ status: closedAs[decision], decided_by: audit.actor.name, decided_at: now })
            .where('id', '=', id)
            .where('status', '=', 'open')
            .returning(['group_id', 'post_id', 'comment_id', 'comment_key'])
            .executeTakeFirst();
          if (!report) continue;
          closed.add(id);
          const others = await trx
            .updateTable('community_reports')
            .set({ status: closedAs[decision], decided_by: audit.actor.name, decided_at: now })
            .where('post_id', '=', report.post_id)
            .where('comment_key', '=', report.comment_key)
            .where('status', '=', 'open')
            .returning('id')
            .execute();
          for (const other of others) closed.add(other.id);
          const change =
            decision === 'dismiss' ? undefined : await changeContent(trx, report, decision, now);
          await audit.record(trx, {
            target_type: 'group_report',
            target_id: id,
            before: {
              status: 'open',
              ...(change ? { content: change.from } : {}),
            },
            after: {
              status: closedAs[decision],
              ...(change
                ? { content: contentAs[decision as Exclude<ReportDecision, 'dismiss'>] }
                : {}),
              closed_with: others.map((o) => o.id),
              post_id: report.post_id,
              comment_id: report.comment_id,
            },
          });
        }
        if (closed.size === 0) {
          await audit.record(trx, {
            target_type: 'group_report',
            target_id: sorted.join(','),
            before: {},
            after: {},
          });
        }
        const decided = sorted.filter((id) => closed.has(id)).length;
        return { decided, skipped: sorted.length - decided };
      });
    },
  };
}
