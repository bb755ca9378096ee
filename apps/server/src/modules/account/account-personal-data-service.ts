import { ownTables, type Connection } from '../../db/connection';
import type { AccountTables } from '../../db/tables/account';
import { toIso } from '../../lib/time';

const isoOrNull = (ms: number | null) => (ms === null ? null : toIso(Number(ms)));

/** The account and its delivery addresses, as a copy of the customer's own data. */
export async function accountPersonalData(dbGiven: Connection, userId: number) {
  const db = ownTables<AccountTables>(dbGiven);
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'username',
      'nickname',
      'mobile',
      'avatar',
      'gender',
      'birthday',
      'score',
      'score_total',
      'community_joined_at',
      'created_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const addresses = await db
    .selectFrom('addresses')
    .select([
      'id',
      'name',
      'mobile',
      'province',
      'city',
      'district',
      'address',
      'postal_code',
      'is_default',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  return {
    profile: {
      id: user.id,
      username: user.username,
      nickname: user.nickname || user.username,
      mobile: user.mobile ?? '',
      avatar: user.avatar,
      gender: user.gender,
      birthday: user.birthday,
      points: user.score,
      points_earned_total: user.score_total,
      community_joined_at: isoOrNull(user.community_joined_at),
      registered_at: toIso(Number(user.created_at)),
    },
    addresses: addresses.map((a) => ({
      ...a,
      is_default: a.is_default === 1,
      created_at: toIso(Number(a.created_at)),
    })),
  };
}
