import type { NoticeKind, RefusalReason } from '@atelier/contract/community-codes';
import type { Kysely } from 'kysely';
import type { CommunityTables } from '../../db/tables/community';

/** What each kind of notice keeps to be worded later, in the reader's language. */
export interface NoticeParams {
  application_approved: Record<string, never>;
  application_refused: { reason_key: RefusalReason | null; reason: string };
  post_hidden: { post_id: number; excerpt: string };
  post_deleted: { post_id: number; excerpt: string };
  comment_hidden: { post_id: number; excerpt: string };
  comment_deleted: { post_id: number; excerpt: string };
  post_commented: { post_id: number; excerpt: string; by: string };
  banned: { until: number; reason: string };
  convention_changed: { version: number };
}

/** The opening of a member's text, as a notice quotes it. */
export function excerpt(text: string, length = 40): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}

/** Leaves a notice for a customer; inside the caller's transaction, beside what it tells of. */
export async function addNotice<K extends NoticeKind>(
  db: Kysely<CommunityTables>,
  notice: { userId: number; kind: K; groupId: number | null; params: NoticeParams[K]; now: number },
): Promise<void> {
  await db
    .insertInto('community_notices')
    .values({
      user_id: notice.userId,
      kind: notice.kind,
      group_id: notice.groupId,
      params: JSON.stringify(notice.params),
      read_at: null,
      created_at: notice.now,
    })
    .execute();
}
