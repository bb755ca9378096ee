import { afterCommit } from '../../db/after-commit';
import { ownTables, type Connection } from '../../db/connection';
import { RANK_TOP } from '@atelier/contract/points-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { isLive } from '../../lib/redis-connection';
import type { PointsTables } from '../../db/tables/points';
import { publicNames } from '../account/public-names-query';
import { periodKeysAt } from './rank-periods';

/** A customer's place: points earned in the period and the ledger row that brought them there. */
export interface RankEntry {
  user_id: number;
  total: number;
}

/**
 * Sets a member's total unless the stored one came from a newer ledger row, so writes that
 * arrive out of order (or a reload from SQL after them) never move a total back. The same row
 * may write again: a period reloaded from SQL repeats what was pushed after a commit.
 * KEYS: sorted set, hash of last ledger ids. ARGV: member, total, last id, seconds to keep (0: ever).
 */
const SET_NEWER = `
local prev = redis.call('HGET', KEYS[2], ARGV[1])
if prev and tonumber(prev) > tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[3])
if tonumber(ARGV[4]) > 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[4])
  redis.call('EXPIRE', KEYS[2], ARGV[4])
end
return 1`;

/** How long Redis keeps a period's list: a finished week or month is seldom asked for. */
function keepSeconds(period: string): number {
  if (period.startsWith('week:')) return 60 * 86_400;
  if (period.startsWith('month:')) return 400 * 86_400;
  return 0;
}

function byRank(a: RankEntry & { last_id: number }, b: RankEntry & { last_id: number }) {
  return b.total - a.total || a.last_id - b.last_id;
}

/**
 * Points earned per period (rank lists). The totals live in `points_rank`, written in the same
 * transaction as the earning; with Redis, once it commits, the same values go to a sorted set per period (score:
 * the total; a hash beside it keeps the ledger row that brought it there, for ties, which go to
 * whoever got there first). Both answer identically. While Redis is away the lists are answered
 * from SQL and writes go to SQL alone; the first read once it answers again has Redis forget
 * what it holds, which missed those writes, and learn it afresh from SQL. A Redis failure never
 * fails a write.
 */
export function rankBoard(
  dbGiven: Connection,
  { redis, prefix, log }: { redis: Redis | null; prefix: string; log: FastifyBaseLogger },
) {
  const db = ownTables<PointsTables>(dbGiven);
  const zsetKey = (period: string) => `${prefix}rank:${period}`;
  const lastKey = (period: string) => `${prefix}rank-last:${period}`;
  const loadedKey = (period: string) => `${prefix}rank-loaded:${period}`;

  // Set when a write did not reach Redis: its lists are behind SQL's until relearnt.
  let behind = false;
  // Logged once when Redis stops answering the lists, not for each request.
  let failing = false;
  const failed = (err: unknown, what: string) => {
    if (!failing) log.warn({ err }, `rank lists: ${what}`);
    failing = true;
  };

  /** Redis, when the lists are to be answered from it, having it forget what it missed first. */
  async function answering(): Promise<Redis | null> {
    const client = redis;
    if (!isLive(client)) return null;
    if (behind) {
      // Every key of the lists, found by pattern: the periods written meanwhile are unknown.
      const keys: string[] = [];
      for await (const batch of client.scanStream({ match: `${globEscaped(prefix)}rank*` }))
        keys.push(...(batch as string[]));
      // Markers first: a reader between the two deletions relearns rather than reads a gap.
      const [markers, lists] = partition(keys, (key) => key.startsWith(`${prefix}rank-loaded:`));
      if (markers.length > 0) await client.del(...markers);
      if (lists.length > 0) await client.del(...lists);
      behind = false;
    }
    return client;
  }

  async function pushToRedis(
    client: Redis,
    rows: Array<{ period: string; user_id: number; total: number; last_id: number }>,
  ): Promise<void> {
    const pipeline = client.pipeline();
    for (const row of rows) {
      pipeline.eval(
        SET_NEWER,
        2,
        zsetKey(row.period),
        lastKey(row.period),
        String(row.user_id),
        String(row.total),
        String(row.last_id),
        String(keepSeconds(row.period)),
      );
    }
    const results = await pipeline.exec();
    const failed = results?.find(([err]) => err);
    if (failed) throw failed[0];
  }

  /** Redis learns a period from SQL the first time it is asked for it. */
  async function loadedIn(client: Redis, period: string): Promise<void> {
    if (await client.exists(loadedKey(period))) return;
    const rows = await db
      .selectFrom('points_rank')
      .select(['period', 'user_id', 'total', 'last_id'])
      .where('period', '=', period)
      .execute();
    if (rows.length > 0) await pushToRedis(client, rows);
    const keep = keepSeconds(period);
    if (keep > 0) await client.set(loadedKey(period), '1', 'EX', keep);
    else await client.set(loadedKey(period), '1');
  }

  async function lastIds(client: Redis, period: string, members: string[]): Promise<number[]> {
    if (members.length === 0) return [];
    const values = await client.hmget(lastKey(period), ...members);
    return values.map((value) => Number(value ?? Number.MAX_SAFE_INTEGER));
  }

  function pairs(flat: string[]): Array<{ member: string; total: number }> {
    const out: Array<{ member: string; total: number }> = [];
    for (let i = 0; i + 1 < flat.length; i += 2) {
      out.push({ member: flat[i]!, total: Number(flat[i + 1]) });
    }
    return out;
  }

  const sql = {
    async top(period: string, offset: number, limit: number) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('points_rank')
          .select(['user_id', 'total'])
          .where('period', '=', period)
          .orderBy('total', 'desc')
          .orderBy('last_id')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('points_rank')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('period', '=', period)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, count: Number(count.n) };
    },

    async rankOf(period: string, userId: number) {
      const mine = await db
        .selectFrom('points_rank')
        .select(['total', 'last_id'])
        .where('period', '=', period)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!mine) return null;
      const ahead = await db
        .selectFrom('points_rank')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('period', '=', period)
        .where((eb) =>
          eb.or([
            eb('total', '>', mine.total),
            eb.and([eb('total', '=', mine.total), eb('last_id', '<', mine.last_id)]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return { rank: Number(ahead.n) + 1, total: mine.total };
    },
  };

  const fromRedis = {
    async top(client: Redis, period: string, offset: number, limit: number) {
      await loadedIn(client, period);
      const count = await client.zcard(zsetKey(period));
      const end = Math.min(offset + limit, count) - 1;
      if (end < offset) return { rows: [], count };
      const head = await client.zrevrange(zsetKey(period), end, end, 'WITHSCORES');
      const boundary = head[1] ?? '-inf';
      // Everyone at or above the page's last total: ties at the boundary are ordered by last id.
      const candidates = pairs(
        await client.zrevrangebyscore(zsetKey(period), '+inf', boundary, 'WITHSCORES'),
      );
      const ids = await lastIds(
        client,
        period,
        candidates.map((c) => c.member),
      );
      const ranked = candidates
        .map((c, i) => ({ user_id: Number(c.member), total: c.total, last_id: ids[i]! }))
        .sort(byRank)
        .slice(offset, end + 1)
        .map(({ user_id, total }) => ({ user_id, total }));
      return { rows: ranked, count };
    },

    async rankOf(client: Redis, period: string, userId: number) {
      await loadedIn(client, period);
      const score = await client.zscore(zsetKey(period), String(userId));
      if (score === null) return null;
      const [above, ties] = await Promise.all([
        client.zcount(zsetKey(period), `(${score}`, '+inf'),
        client.zrangebyscore(zsetKey(period), score, score),
      ]);
      const ids = await lastIds(client, period, ties);
      const mineIndex = ties.indexOf(String(userId));
      const mine = ids[mineIndex]!;
      const before = ids.filter((id) => id < mine).length;
      return { rank: above + before + 1, total: Number(score) };
    },
  };

  return {
    /** Whether the lists are answered from Redis. */
    usesRedis: redis !== null,

    /** The names and avatars the lists show, by customer. */
    names(userIds: number[]) {
      return publicNames(db, userIds);
    },

    /**
     * Inside the earning's transaction: adds `amount` to the customer's total in every period
     * `now` falls in, the ledger row `ledgerId` bringing it there. Redis gets the same totals
     * once the transaction has committed.
     */
    async add(
      trxGiven: Connection,
      userId: number,
      amount: number,
      ledgerId: number,
      now: number,
      timeZone: string,
    ): Promise<void> {
      const trx = ownTables<PointsTables>(trxGiven);
      const rows = await trx
        .insertInto('points_rank')
        .values(
          periodKeysAt(now, timeZone).map((period) => ({
            period,
            user_id: userId,
            total: amount,
            last_id: ledgerId,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['period', 'user_id']).doUpdateSet((eb) => ({
            total: eb('points_rank.total', '+', eb.ref('excluded.total')),
            last_id: eb.ref('excluded.last_id'),
          })),
        )
        .returning(['period', 'user_id', 'total', 'last_id'])
        .execute();
      const client = redis;
      if (!client) return;
      // After the commit: a rollback must not leave Redis ahead of SQL.
      await afterCommit(trx, async () => {
        if (!isLive(client)) {
          behind = true;
          return;
        }
        try {
          await pushToRedis(client, rows);
        } catch (err) {
          behind = true;
          failed(err, 'could not update Redis');
        }
      });
    },

    /**
     * After an erasure has taken the customer's rows from `points_rank`: Redis forgets them
     * too. A failure is logged; a period reloaded from SQL no longer has them either.
     */
    async forget(userId: number, periods: string[]): Promise<void> {
      if (!redis || periods.length === 0) return;
      if (!isLive(redis)) {
        behind = true;
        return;
      }
      try {
        const pipeline = redis.pipeline();
        for (const period of periods) {
          pipeline.zrem(zsetKey(period), String(userId));
          pipeline.hdel(lastKey(period), String(userId));
        }
        await pipeline.exec();
      } catch (err) {
        behind = true;
        failed(err, 'could not update Redis');
      }
    },

    /** A page of the top `RANK_TOP` in a period (its stored key), best first. */
    async top(
      period: string,
      { offset, limit }: { offset: number; limit: number },
    ): Promise<{ rows: RankEntry[]; count: number }> {
      const end = Math.min(offset + limit, RANK_TOP);
      const take = Math.max(0, end - offset);
      let answer: { rows: RankEntry[]; count: number } | undefined;
      try {
        const client = await answering();
        if (client) answer = await fromRedis.top(client, period, offset, take);
        failing = false;
      } catch (err) {
        answer = undefined;
        failed(err, 'Redis unavailable, answering from SQL');
      }
      answer ??= take > 0 ? await sql.top(period, offset, take) : await sql.top(period, 0, 0);
      return { rows: answer.rows, count: Math.min(answer.count, RANK_TOP) };
    },

    /** A customer's place in a period, or null with nothing earned there. */
    async rankOf(period: string, userId: number): Promise<{ rank: number; total: number } | null> {
      try {
        const client = await answering();
        if (client) {
          const rank = await fromRedis.rankOf(client, period, userId);
          failing = false;
          return rank;
        }
      } catch (err) {
        failed(err, 'Redis unavailable, answering from SQL');
      }
      return sql.rankOf(period, userId);
    },
  };
}
export type RankBoard = ReturnType<typeof rankBoard>;

/** `text` matched literally in a Redis glob pattern. */
function globEscaped(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  return [items.filter(test), items.filter((item) => !test(item))];
}
