import { pickPrize, playMessage } from '@atelier/contract/fairness';

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function bytes(hexText: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(new ArrayBuffer(hexText.length / 2));
  for (let i = 0; i < out.length; i += 1)
    out[i] = Number.parseInt(hexText.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** SHA-256 of a revealed seed's bytes, hex: it must equal the commitment shown before play. */
export async function commitmentOf(serverSeed: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', bytes(serverSeed)));
}

/** A revealed seed's HMAC key, imported once for all of its plays. */
export function hmacKey(serverSeed: string): Promise<CryptoKey> {
  return crypto.subtle.importKey(
    'raw',
    bytes(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** The prize a play picks, recomputed here: HMAC-SHA256 onto the published weights. */
export async function recomputePrize(
  key: CryptoKey,
  clientSeed: string,
  nonce: number,
  weights: readonly number[],
): Promise<number> {
  const signed = await crypto.subtle.sign(
    'HMAC',
    key,
    new TextEncoder().encode(playMessage(clientSeed, nonce)),
  );
  return pickPrize(hex(signed), weights);
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
