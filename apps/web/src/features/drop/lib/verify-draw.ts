import { drawOrder, entryListText } from '@atelier/contract/drop-draw';
import { commitmentOf, hmacHex, hmacKey, sha256Text } from '@/shared/lib/web-crypto';

/** What a drawn drop publishes: its commitment from before, the proof from the draw. */
export interface DrawToCheck {
  commitment: string;
  proof: {
    server_seed: string;
    list_digest: string;
    entries: ReadonlyArray<{ id: number; name: string }>;
    order: readonly number[];
  };
}

/** Each step of the check, true when this browser got what the drop published. */
export interface DrawVerdict {
  /** The revealed seed hashes to the commitment published when entries opened. */
  committed: boolean;
  /** The entry list's text hashes to the published list digest. */
  listed: boolean;
  /** The published algorithm, run here on the seed and the list, gives the published order. */
  ordered: boolean;
  ok: boolean;
}

/**
 * Recomputes a drop's draw in this browser (Web Crypto): the seed against its commitment, the
 * list against its digest, then the order from both, as `drop-draw` publishes the steps.
 */
export async function verifyDraw({ commitment, proof }: DrawToCheck): Promise<DrawVerdict> {
  const committed = (await commitmentOf(proof.server_seed)) === commitment;
  const digest = await sha256Text(entryListText(proof.entries));
  const listed = digest === proof.list_digest;
  const key = await hmacKey(proof.server_seed);
  const order = await drawOrder(
    proof.entries.map((entry) => entry.id),
    proof.list_digest,
    (message) => hmacHex(key, message),
  );
  const ordered =
    order.length === proof.order.length && order.every((id, index) => id === proof.order[index]);
  return { committed, listed, ordered, ok: committed && listed && ordered };
}
