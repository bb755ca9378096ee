import { pickPrize, playMessage } from '@atelier/contract/fairness';
import { commitmentOf, hmacHex, hmacKey } from '@/shared/lib/web-crypto';

/** The prize a play picks, recomputed here: HMAC-SHA256 onto the published weights. */
export async function recomputePrize(
  key: CryptoKey,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Promise<number> {
  return pickPrize(await hmacHex(key, playMessage(clientSeed, nonce)), weights);
}

export interface SeedToCheck {
  id: number;
  commitment: string;
  server_seed: string | null;
  plays_list: ReadonlyArray<{
    id: number;
    nonce: number;
    client_seed: string;
    prize: number;
    config_version: number;
  }>;
}

export interface PlayVerdict {
  id: number;
  seedId: number;
  nonce: number;
  /** What the server said the play won, as a prize index. */
  prize: number;
  /** What the browser recomputed; null when it could not (unknown prize table). */
  recomputed: number | null;
  ok: boolean;
}

export interface SeedVerdict {
  id: number;
  /** The revealed seed hashes to the commitment shown before its plays. */
  committed: boolean;
  plays: PlayVerdict[];
}

/** Checks every revealed seed against its commitment and every play against its seed. */
export async function verifySeeds(
  seeds: readonly SeedToCheck[],
  tables: ReadonlyArray<{ version: number; weights: number[] }>,
): Promise<SeedVerdict[]> {
  const weightsOf = new Map(tables.map((table) => [table.version, table.weights]));
  return Promise.all(
    seeds.map(async (seed) => {
      if (!seed.server_seed) {
        return {
          id: seed.id,
          committed: false,
          plays: seed.plays_list.map((play) => verdict(seed.id, play, null)),
        };
      }
      const committed = (await commitmentOf(seed.server_seed)) === seed.commitment;
      const key = await hmacKey(seed.server_seed);
      const plays = await Promise.all(
        seed.plays_list.map(async (play) => {
          const weights = weightsOf.get(play.config_version);
          const recomputed = weights
            ? await recomputePrize(key, play.client_seed, play.nonce, weights)
            : null;
          return verdict(seed.id, play, committed ? recomputed : null);
        }),
      );
      return { id: seed.id, committed, plays };
    }),
  );
}

function verdict(
  seedId: number,
  play: SeedToCheck['plays_list'][number],
  recomputed: number | null,
): PlayVerdict {
  return {
    id: play.id,
    seedId,
    nonce: play.nonce,
    prize: play.prize,
    recomputed,
    ok: recomputed === play.prize,
  };
}
