import type { Kysely } from 'kysely';
import type { Database } from './schema';

/** 13812345678 → 138****5678. */
export function maskedMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/**
 * The name and avatar others see of each customer (rank lists, the community): the nickname (the username when
 * there is none), never the mobile number, even where someone chose it as their name.
 */
export async function publicNames(
  db: Kysely<Database>,
  userIds: number[],
): Promise<Map<number, { nickname: string; avatar: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'username', 'mobile', 'avatar'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(
    rows.map((row) => {
      const name = row.nickname || row.username;
      const mobile = row.mobile ?? '';
      const nickname = mobile ? name.split(mobile).join(maskedMobile(mobile)) : name;
      return [row.id, { nickname, avatar: row.avatar }];
    }),
  );
}
