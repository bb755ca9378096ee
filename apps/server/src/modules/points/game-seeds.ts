import { pickPrize, playMessage } from '@atelier/contract/fairness';
import type { Kysely, Selectable } from 'kysely';
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { PointsTables } from '../../db/tables/points';
import type { GameSeedsTable } from '../../db/tables/points';
import { toIso } from '../../lib/time';

export type SeedRow = Selectable<GameSeedsTable>;

/** A new server seed: 32 random bytes, hex. */
export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** A client seed for a customer who has not chosen one. */
export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** The public commitment to a server seed: SHA-256 of its bytes, hex. */
export function commitmentOf(serverSeed: string): string {
  return createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex');
}

/** HMAC-SHA256 keyed by the server seed's bytes over the client seed and play number, hex. */
export function playHmac(serverSeed: string, clientSeed: string, nonce: number): string {
  return createHmac('sha256', Buffer.from(serverSeed, 'hex'))
    .update(playMessage(clientSeed, nonce))
    .digest('hex');
}

/** The prize a play picks: what a browser recomputes once the seed is revealed. */
export function playResult(
  serverSeed: string,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): number {
  return pickPrize(playHmac(serverSeed, clientSeed, nonce), weights);
}

/** A seed as the wire shows it: the server seed only once revealed. */
export function seedView(row: SeedRow) {
  return {
    id: row.id,
    commitment: row.commitment,
    server_seed: row.revealed_at === null ? null : row.server_seed,
    client_seed: row.client_seed,
    plays: row.plays,
    created_at: toIso(row.created_at),
    revealed_at: row.revealed_at === null ? null : toIso(row.revealed_at),
  };
}

/**
 * A customer's server seeds: one open at a time (a partial unique index holds that however
 * many requests race), the open one rotated on the first play or read of a new shop day.
 */
export const gameSeeds = {
  async open(trx: Kysely<PointsTables>, userId: number): Promise<SeedRow | undefined> {
    return trx
      .selectFrom('game_seeds')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revealed_at', 'is', null)
      .executeTakeFirst();
  },

  /** Starts a seed unless another request just did; answers the one open now. */
  async start(
    trx: Kysely<PointsTables>,
    userId: number,
    { clientSeed, day, now }: { clientSeed: string; day: string; now: number },
  ): Promise<SeedRow> {
    const serverSeed = newServerSeed();
    await trx
      .insertInto('game_seeds')
      .values({
        user_id: userId,
        server_seed: serverSeed,
        commitment: commitmentOf(serverSeed),
        client_seed: clientSeed,
        day,
        created_at: now,
      })
      .onConflict((oc) => oc.column('user_id').where('revealed_at', 'is', null).doNothing())
      .execute();
    const open = await this.open(trx, userId);
    if (!open) throw new Error(`no open game seed for user ${userId}`);
    return open;
  },

  /** Reveals the open seed (if another request has not already); answers it when this did. */
  async reveal(
    trx: Kysely<PointsTables>,
    userId: number,
    now: number,
    seedId?: number,
  ): Promise<SeedRow | undefined> {
    let query = trx
      .updateTable('game_seeds')
      .set({ revealed_at: now })
      .where('user_id', '=', userId)
      .where('revealed_at', 'is', null);
    if (seedId !== undefined) query = query.where('id', '=', seedId);
    return query.returningAll().executeTakeFirst();
  },

  /** Today's open seed: a seed of an earlier day is revealed and a new one started. */
  async current(
    trx: Kysely<PointsTables>,
    userId: number,
    { day, now }: { day: string; now: number },
  ): Promise<SeedRow> {
    const open = await this.open(trx, userId);
    if (open && open.day === day) return open;
    if (open) await this.reveal(trx, userId, now, open.id);
    // The customer's client seed carries over to the new day's seed.
    return this.start(trx, userId, { clientSeed: open?.client_seed ?? newClientSeed(), day, now });
  },
};
