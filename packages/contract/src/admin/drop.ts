import { z } from 'zod';
import {
  DROP_ENTRY_STATES,
  DROP_GATE_KINDS,
  DROP_GATES_MAX,
  DROP_PURCHASE_HOURS_MAX,
  DROP_QUANTITY_MAX,
  DROP_STAGES,
} from '../drop-codes';
import { dropProof } from '../actions/drop';
import { csvFile, id, integer, isoTime, pageInput, pageOf } from '../fields';
import type { ActionSchema } from '../registry';

const time = z.iso.datetime({ offset: true, error: 'format.time' });

export const dropGateInput = z.object({ kind: z.enum(DROP_GATE_KINDS), target_id: id });

/** A drop as the studio sets it up; the product's sale mode becomes `draw` while it has one. */
export const dropBody = z.object({
  product_id: id,
  quantity: integer({ min: 1, max: DROP_QUANTITY_MAX, error: 'format.dropQuantity' }),
  entries_open_at: time,
  entries_close_at: time.describe('After opening; the draw runs at this time'),
  purchase_hours: integer({ min: 1, max: DROP_PURCHASE_HOURS_MAX, error: 'format.purchaseHours' }),
  leftover_to_sale: z.boolean().default(false),
  gates: z.array(dropGateInput).max(DROP_GATES_MAX, { error: 'format.dropGates' }).default([]),
});

export const dropRow = z.object({
  id,
  product: z.object({ id, name: z.string(), product_no: z.string() }),
  stage: z.enum(DROP_STAGES),
  quantity: z.number().int(),
  entries_open_at: isoTime,
  entries_close_at: isoTime,
  purchase_hours: z.number().int(),
  leftover_to_sale: z.boolean(),
  gates: z.array(dropGateInput.extend({ label: z.string() })),
  commitment: z.string(),
  entry_count: z.number().int(),
  sold_count: z.number().int(),
  holding_count: z.number().int().describe('Winners and moved-up entries still in their window'),
  drawn_at: isoTime.nullable(),
  created_at: isoTime,
  updated_at: isoTime,
});

export const dropList = {
  summary: 'Drops, newest first, optionally by stage',
  input: pageInput.extend({ stage: z.enum(DROP_STAGES).optional() }),
  output: pageOf(dropRow),
};

export const dropGet = {
  summary: 'One drop with its counts, and its proof once drawn',
  input: z.object({ id }),
  output: dropRow.extend({ proof: dropProof.nullable() }),
};

export const dropSave = {
  summary:
    'Creates a drop (no id) or edits one; once entries are open only the purchase window and ' +
    'the leftover choice may change, and nothing once drawn',
  input: dropBody.extend({ id: id.optional() }),
  output: dropRow,
};

export const dropDelete = {
  summary: 'Deletes a drop before its entries open; the product returns to first-come sale',
  input: z.object({ id }),
  output: z.object({ id }),
};

export const dropEntryRow = z.object({
  id,
  user: z.object({ id, username: z.string(), mobile: z.string().describe('Masked') }),
  name: z.string().describe('As published in the list'),
  state: z.enum(DROP_ENTRY_STATES),
  place: z.number().int().nullable(),
  buy_by: isoTime.nullable(),
  order_no: z.string().nullable(),
  entered_at: isoTime,
});

export const dropEntries = {
  summary: 'A drop’s entries, newest first before the draw and in drawn order after, by state',
  input: pageInput.extend({ drop_id: id, state: z.enum(DROP_ENTRY_STATES).optional() }),
  output: pageOf(dropEntryRow),
};

export const dropDraw = {
  summary: 'Runs the draw of a closed drop now (the job runs it at close otherwise)',
  input: z.object({ id }),
  output: dropRow.extend({ proof: dropProof.nullable() }),
};

export const dropExport = {
  summary: 'A drop’s entries and results as CSV: place, entry, masked name, state, buy-by, order',
  input: z.object({ id }),
  output: z.object({ filename: z.string(), csv: csvFile, rows: z.number().int() }),
};

export const dropConsoleSchemas = {
  dropList,
  dropGet,
  dropSave,
  dropDelete,
  dropEntries,
  dropDraw,
  dropExport,
} satisfies Record<string, ActionSchema>;
