import { z } from 'zod';
import { DROP_ENTRY_STATES, DROP_GATE_KINDS, DROP_STAGES } from '../drop-codes';
import { id, isoTime, pageInput, pageOf } from '../fields';

/** A gate as the drop page shows it: what it asks, worded in the request's language. */
export const dropGate = z.object({
  kind: z.enum(DROP_GATE_KINDS),
  target_id: id.describe('The group, or the product of the earlier edition or of the serial'),
  label: z.string().describe('What the gate asks, e.g. “Members of Ink & Paper”'),
});

/** The proof, once the draw has run: everything a browser needs to recompute it. */
export const dropProof = z.object({
  server_seed: z.string().describe('The seed, 32 bytes hex; its SHA-256 is the commitment'),
  list_digest: z.string().describe('SHA-256 of the entry list text, hex'),
  entries: z
    .array(z.object({ id, name: z.string().describe('Masked') }))
    .describe('The entry list fixed at close, ascending id'),
  order: z.array(id).describe('The entry ids in the published order; the first `quantity` won'),
  drawn_at: isoTime,
});

/** One customer's entry and what became of it. */
export const dropEntry = z.object({
  id,
  state: z.enum(DROP_ENTRY_STATES),
  place: z.number().int().nullable().describe('1-based place in the published order, once drawn'),
  buy_by: isoTime.nullable().describe('While won or moved up: the end of the purchase window'),
  order_id: id.nullable().describe('Once bought'),
  entered_at: isoTime,
});

export const dropView = z.object({
  id,
  product_id: id,
  product_name: z.string(),
  product_image: z.string(),
  stage: z.enum(DROP_STAGES),
  quantity: z.number().int().describe('Units drawn for'),
  entries_open_at: isoTime,
  entries_close_at: isoTime,
  purchase_hours: z.number().int().describe('How long each winner has to buy'),
  leftover_to_sale: z.boolean().describe('Units no one in the order buys go on general sale'),
  gates: z.array(dropGate),
  commitment: z.string().describe('SHA-256 of the seed, published when entries open'),
  entry_count: z.number().int(),
  sold_count: z.number().int().describe('Units bought by winners and those moved up'),
  proof: dropProof.nullable().describe('Once drawn'),
  server_time: isoTime.describe('The server’s clock, for the countdowns'),
});

export const dropInfo = {
  summary:
    'A product’s drop: its windows, gates, commitment, counts, my entry and, once drawn, the proof',
  input: z.object({ product_id: id }),
  output: dropView.extend({
    mine: dropEntry
      .nullable()
      .describe('The signed-in customer’s entry; null when none or signed out'),
  }),
};

export const dropEnter = {
  summary:
    'Enters the signed-in customer in a drop: one entry per account and per verified mobile, ' +
    'while entries are open and every gate is met',
  input: z.object({ drop_id: id }),
  output: dropEntry,
};

export const dropMine = {
  summary: 'My drops, newest entry first: entered, won (time left to buy), moved up, not drawn',
  input: pageInput,
  output: pageOf(
    dropEntry.extend({
      drop_id: id,
      product_id: id,
      product_name: z.string(),
      product_image: z.string(),
      stage: z.enum(DROP_STAGES),
      entries_close_at: isoTime,
      unseen: z.boolean().describe('A result (won, moved up) not yet shown to me'),
    }),
  ).extend({ unseen_count: z.number().int().describe('The personal centre’s badge') }),
};

export const dropSeen = {
  summary: 'Marks my drop results seen (clears the personal centre’s badge)',
  input: z.object({}),
  output: z.object({ unseen_count: z.number().int() }),
};
