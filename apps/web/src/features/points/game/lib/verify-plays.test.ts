import { pickPrize, playMessage } from '@atelier/contract/fairness';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf } from '@/shared/lib/web-crypto';
import { verifySeeds } from './verify-plays';

const SEED = 'a3'.repeat(32);
const WEIGHTS = [40, 30, 15, 10, 4, 1];

/** What the server decided, computed the way the server computes it (node:crypto). */
function serverPrize(clientSeed: string, nonce: number): number {
  const hmac = createHmac('sha256', Buffer.from(SEED, 'hex'))
    .update(playMessage(clientSeed, nonce))
    .digest('hex');
  return pickPrize(hmac, WEIGHTS);
}

const commitment = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');

function plays(count: number) {
  return Array.from({ length: count }, (_, nonce) => ({
    id: 100 + nonce,
    nonce,
    client_seed: nonce < 4 ? 'lucky' : 'other',
    prize: serverPrize(nonce < 4 ? 'lucky' : 'other', nonce),
    config_version: 2,
  }));
}

describe('verifying plays in the browser', () => {
  it('hashes a revealed seed to its commitment', async () => {
    expect(await commitmentOf(SEED)).toBe(commitment);
  });

  it('recomputes every play with Web Crypto exactly as the server decided it', async () => {
    const [verdict] = await verifySeeds(
      [{ id: 1, commitment, server_seed: SEED, plays_list: plays(8) }],
      [{ version: 2, weights: WEIGHTS }],
    );
    expect(verdict!.committed).toBe(true);
    expect(verdict!.plays.map((play) => play.ok)).toEqual(Array<boolean>(8).fill(true));
  });

  it('marks a play whose recorded prize differs, and a seed that is not the committed one', async () => {
    const tampered = plays(2).map((play, index) =>
      index === 1 ? { ...play, prize: (play.prize + 1) % WEIGHTS.length } : play,
    );
    const [verdict] = await verifySeeds(
      [{ id: 1, commitment, server_seed: SEED, plays_list: tampered }],
      [{ version: 2, weights: WEIGHTS }],
    );
    expect(verdict!.plays.map((play) => play.ok)).toEqual([true, false]);

    const [swapped] = await verifySeeds(
      [{ id: 2, commitment: '0'.repeat(64), server_seed: SEED, plays_list: plays(2) }],
      [{ version: 2, weights: WEIGHTS }],
    );
    expect(swapped!.committed).toBe(false);
    expect(swapped!.plays.every((play) => !play.ok)).toBe(true);
  });
});
