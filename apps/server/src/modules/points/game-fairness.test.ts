import { oddsOf } from '@atelier/contract/fairness';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, newServerSeed, playHmac, playResult } from './game-seeds';

/** The prize weights the shop starts with: odds from 40% down to 1%. */
const WEIGHTS = [40, 30, 15, 10, 4, 1];

describe('the game’s fairness', () => {
  it('lands each prize within 1% of its published odds over 100,000 plays', () => {
    const counts = WEIGHTS.map(() => 0);
    const plays = 100_000;
    // A fresh server seed every 100 plays, as customers rotating theirs would have.
    let seed = newServerSeed();
    for (let nonce = 0; nonce < plays; nonce += 1) {
      if (nonce % 100 === 0) seed = newServerSeed();
      const clientSeed = `player-${nonce % 37}`;
      const prize = playResult(seed, clientSeed, nonce % 100, WEIGHTS);
      counts[prize]! += 1;
    }
    const published = oddsOf(WEIGHTS).map((odds) => Number.parseFloat(odds) / 100);
    for (const [index, count] of counts.entries()) {
      expect(Math.abs(count / plays - published[index]!)).toBeLessThan(0.01);
    }
  });

  it('commits to the seed’s bytes and signs the client seed with the play number', () => {
    const seed = '00'.repeat(31) + '01';
    expect(commitmentOf(seed)).toBe(
      createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'),
    );
    expect(newServerSeed()).toMatch(/^[0-9a-f]{64}$/);
    // The same seeds give the same result; another play number gives another HMAC.
    expect(playHmac(seed, 'abc', 0)).toBe(playHmac(seed, 'abc', 0));
    expect(playHmac(seed, 'abc', 1)).not.toBe(playHmac(seed, 'abc', 0));
    expect(playHmac(seed, 'abc', 0)).toMatch(/^[0-9a-f]{64}$/);
  });
});
