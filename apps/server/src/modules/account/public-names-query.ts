import type { Lang } from '@atelier/contract';
import { CANCELLED_NICKNAME } from '@atelier/contract/privacy-codes';
import { ownTables, type Connection } from '../../db/connection';
import type { AccountTables } from '../../db/tables/account';

/** 13812345678 → 138****5678: nobody, staff included, is shown a customer's whole number. */
export function maskedMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '****';
}

/** Another customer's name where a list shows it (a serial's owners, a drop's entries). */
export function maskedName(name: string): string {
  const first = [...name.trim()][0];
  return first ? `${first}***` : '***';
}

/**
 * The name and avatar others see of each customer (rank lists, the community): the nickname (the username when
 * there is none), never the mobile number, even where someone chose it as their name.
 */
export async function publicNames(
  connection: Connection,
  userIds: number[],
): Promise<Map<number, { nickname: string; avatar: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await ownTables<AccountTables>(connection)
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

function renamed(value: unknown, name: string): unknown {
  if (Array.isArray(value)) return value.map((item) => renamed(item, name));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      key === 'nickname' && field === CANCELLED_NICKNAME['zh-cn'] ? name : renamed(field, name),
    ]),
  );
}

/**
 * An erased account keeps one name, stored in Chinese, which no customer may choose (the
 * contract's `nickname` refuses it): an answer naming people shows it in the reader's language.
 */
export function cancelledNamesIn<T>(answer: T, lang: Lang): T {
  if (lang === 'zh-cn') return answer;
  return renamed(answer, CANCELLED_NICKNAME[lang]) as T;
}
