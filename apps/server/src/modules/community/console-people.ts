import { sql, type Kysely } from 'kysely';
import type { CommunityTables } from '../../db/tables/community';
import { literalLike } from '../../db/like-pattern';
import { maskedMobile } from '../account/public-names-query';
import { peopleQuery } from '../account/people-query';

export interface Person {
  user_id: number;
  nickname: string;
  mobile: string;
}

/** The people the console's rows name, by id: nickname (or user name) and masked mobile. */
export async function peopleByIds(
  db: Kysely<CommunityTables>,
  ids: readonly number[],
): Promise<Map<number, Person>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await peopleQuery.namesByIds(db, unique);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        user_id: row.id,
        nickname: row.nickname || row.username,
        mobile: maskedMobile(row.mobile ?? ''),
      },
    ]),
  );
}

/** Someone who has since left the shop, so a row can still be listed. */
export function personOr(people: Map<number, Person>, id: number): Person {
  return people.get(id) ?? { user_id: id, nickname: '', mobile: '****' };
}

/** A LIKE pattern for text anywhere, the user's `%`, `_` and `\` taken literally. */
export function likeAnywhere(text: string) {
  const literal = literalLike(text);
  // lower() on both sides: SQLite's LIKE ignores ASCII case and PostgreSQL's does not.
  return sql<string>`lower(${`%${literal}%`})`;
}

/** Group names by id, in the reader's language (the Chinese where the English is empty). */
export async function groupNames(
  db: Kysely<CommunityTables>,
  ids: readonly number[],
  lang: 'zh-cn' | 'en',
): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('community_groups')
    .select(['id', 'name_zh', 'name_en'])
    .where('id', 'in', unique)
    .execute();
  return new Map(
    rows.map((row) => [row.id, lang === 'en' && row.name_en ? row.name_en : row.name_zh]),
  );
}

/** The people and the groups a page of the console's rows names, read side by side. */
export function peopleAndGroups(
  db: Kysely<CommunityTables>,
  userIds: readonly number[],
  groupIds: readonly number[],
  lang: 'zh-cn' | 'en',
) {
  return Promise.all([peopleByIds(db, userIds), groupNames(db, groupIds, lang)]);
}
