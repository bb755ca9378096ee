import { drawOrder, entryListText } from '@atelier/contract/drop-draw';
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyDraw, type DrawToCheck } from './verify-draw';

const SEED = '7c'.repeat(32);
const commitment = createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex');
const entries = [
  { id: 12, name: '林*' },
  { id: 3, name: 'a***e' },
  { id: 40, name: '王**' },
  { id: 7, name: 'b***k' },
  { id: 25, name: '陈*' },
].sort((a, b) => a.id - b.id);

/** The draw as the server makes it: node:crypto for the hashes, the shared steps for the rest. */
async function serverDraw(): Promise<DrawToCheck> {
  const listDigest = createHash('sha256').update(entryListText(entries), 'utf8').digest('hex');
  const order = await drawOrder(
    entries.map((entry) => entry.id),
    listDigest,
    (message) => createHmac('sha256', Buffer.from(SEED, 'hex')).update(message).digest('hex'),
  );
  return { commitment, proof: { server_seed: SEED, list_digest: listDigest, entries, order } };
}

describe('verifying a drop’s draw in the browser', () => {
  it('recomputes the commitment, the list digest and the order exactly as the server drew them', async () => {
    const draw = await serverDraw();
    expect(await verifyDraw(draw)).toEqual({
      committed: true,
      listed: true,
      ordered: true,
      ok: true,
    });
  });

  it('says which step fails: another seed, an edited list, a reordered result', async () => {
    const draw = await serverDraw();
    const otherSeed = await verifyDraw({ ...draw, commitment: '0'.repeat(64) });
    expect(otherSeed).toMatchObject({ committed: false, listed: true, ok: false });

    const renamed = draw.proof.entries.map((entry, index) =>
      index === 0 ? { ...entry, name: '改*' } : entry,
    );
    const edited = await verifyDraw({ ...draw, proof: { ...draw.proof, entries: renamed } });
    expect(edited).toMatchObject({ committed: true, listed: false, ok: false });

    const [first, second, ...rest] = draw.proof.order;
    const swapped = await verifyDraw({
      ...draw,
      proof: { ...draw.proof, order: [second!, first!, ...rest] },
    });
    expect(swapped).toMatchObject({ committed: true, listed: true, ordered: false, ok: false });
  });
});
