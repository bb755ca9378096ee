import { drawOrder, entryListText } from '@atelier/contract/drop-draw';
import { createHash, createHmac, createSecretKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

const DRAWS = 100_000;
const ENTRIES = 10;
/** A fair draw puts each entry first with p = 1/10: mean 10 000, sd √(N·p·(1−p)) ≈ 94.9. */
const MEAN = DRAWS / ENTRIES;
const SD = Math.sqrt(DRAWS * (1 / ENTRIES) * (1 - 1 / ENTRIES));
/**
 * Chi-square with 9 degrees of freedom: a fair draw exceeds 44.81 with probability 1e-6, so the
 * test fails by chance about once in a million runs.
 */
const CHI_SQUARE_BOUND = 44.81;

describe('the published draw', () => {
  // About 7 seconds alone; more beside other suites on a shared machine.
  it(
    `puts each of ${ENTRIES} entries first equally often over ${DRAWS} random seeds`,
    { timeout: 120_000 },
    async () => {
      const entries = Array.from({ length: ENTRIES }, (_, i) => ({ id: 101 + i, name: `e***` }));
      const digest = createHash('sha256').update(entryListText(entries)).digest('hex');
      const ids = entries.map((entry) => entry.id);
      const first = new Map<number, number>(ids.map((id) => [id, 0]));
      for (let draw = 0; draw < DRAWS; draw += 1) {
        // A key object made once per seed: the HMACs are most of the test's time.
        const key = createSecretKey(randomBytes(32));
        const order = await drawOrder(ids, digest, (message) =>
          createHmac('sha256', key).update(message).digest('hex'),
        );
        first.set(order[0]!, first.get(order[0]!)! + 1);
      }
      let chiSquare = 0;
      for (const count of first.values()) {
        // Within 5 standard deviations (±474) of 10 000 each.
        expect(Math.abs(count - MEAN)).toBeLessThan(5 * SD);
        chiSquare += (count - MEAN) ** 2 / MEAN;
      }
      expect(chiSquare).toBeLessThan(CHI_SQUARE_BOUND);
    },
  );
});
