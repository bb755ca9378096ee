import type { Kysely, Selectable } from 'kysely';
import type { CommunityTables } from '../../db/tables/community';
import type { CommunityCommentsTable, CommunityPostsTable } from '../../db/tables/community';
import { toIso } from '../../lib/time';
import { peopleQuery } from '../account/people-query';
import { verifiedCollectors } from '../authenticity/collector-service';

type PostRow = Pick<
  Selectable<CommunityPostsTable>,
  'id' | 'group_id' | 'user_id' | 'text' | 'images' | 'like_count' | 'comment_count' | 'created_at'
>;
type CommentRow = Pick<
  Selectable<CommunityCommentsTable>,
  'id' | 'post_id' | 'user_id' | 'text' | 'created_at'
>;

export interface Person {
  user_id: number;
  nickname: string;
  avatar: string;
  verified_collector: boolean;
}

/** The nickname, avatar and collector badge of each author named, never their mobile. */
export async function peopleById(
  db: Kysely<CommunityTables>,
  userIds: number[],
): Promise<Map<number, Person>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const [rows, collectors] = await Promise.all([
    peopleQuery.profilesByIds(db, ids),
    verifiedCollectors(db, ids),
  ]);
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        user_id: Number(r.id),
        nickname: r.nickname,
        avatar: r.avatar,
        verified_collector: collectors.has(Number(r.id)),
      },
    ]),
  );
}

/** Which of `postIds` the viewer has liked. */
export async function likedBy(
  db: Kysely<CommunityTables>,
  viewerId: number | null,
  postIds: number[],
): Promise<Set<number>> {
  if (viewerId === null || postIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('community_post_likes')
    .select('post_id')
    .where('user_id', '=', viewerId)
    .where('post_id', 'in', postIds)
    .execute();
  return new Set(rows.map((r) => Number(r.post_id)));
}

/** An author whose account is not found (never, while users rows are kept). */
export const someone = (userId: number): Person => ({
  user_id: userId,
  nickname: '',
  avatar: '',
  verified_collector: false,
});

/** Posts as the contract shows them to `viewerId` (null: signed out). */
export async function postViews<R extends PostRow>(
  db: Kysely<CommunityTables>,
  rows: R[],
  viewerId: number | null,
) {
  const ids = rows.map((r) => Number(r.id));
  const [people, liked] = await Promise.all([
    peopleById(
      db,
      rows.map((r) => Number(r.user_id)),
    ),
    likedBy(db, viewerId, ids),
  ]);
  return rows.map((row) => {
    const userId = Number(row.user_id);
    return { row, view: postView(row, people.get(userId) ?? someone(userId), liked, viewerId) };
  });
}

/** One post as the contract shows it, its author and the viewer's likes already read. */
export function postView(r: PostRow, author: Person, liked: Set<number>, viewerId: number | null) {
  return {
    id: Number(r.id),
    group_id: Number(r.group_id),
    author,
    text: r.text,
    images: JSON.parse(r.images) as string[],
    like_count: Number(r.like_count),
    comment_count: Number(r.comment_count),
    liked: liked.has(Number(r.id)),
    mine: Number(r.user_id) === viewerId,
    created_at: toIso(Number(r.created_at)),
  };
}

/** Comments as the contract shows them to `viewerId`. */
export async function commentViews(
  db: Kysely<CommunityTables>,
  rows: CommentRow[],
  viewerId: number | null,
) {
  const people = await peopleById(
    db,
    rows.map((r) => Number(r.user_id)),
  );
  return rows.map((r) => {
    const userId = Number(r.user_id);
    return {
      id: Number(r.id),
      post_id: Number(r.post_id),
      author: people.get(userId) ?? someone(userId),
      text: r.text,
      mine: userId === viewerId,
      created_at: toIso(Number(r.created_at)),
    };
  });
}
