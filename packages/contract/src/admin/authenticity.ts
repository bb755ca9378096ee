import { z } from 'zod';
import {
  ALERT_STATUSES,
  BATCH_NOTE_MAX,
  BATCH_SIZE_MAX,
  BATCH_STATUSES,
  FAKE_REPORT_DECISIONS,
  FAKE_REPORT_STATUSES,
  OWNERSHIP_SOURCES,
  REVOKE_REASON_MAX,
  SERIAL_STATES,
} from '../authenticity-codes';
import { edition, serialInput } from '../actions/authenticity';
import { csvFile, id, integer, isoTime, pageInput, pageOf } from '../fields';
import type { ActionSchema } from '../registry';

const productRef = z.object({ id, name: z.string(), product_no: z.string() });
/** Staff see who owns a serial; the mobile is masked even for them. */
const account = z.object({ id, username: z.string(), mobile: z.string() });

export const batchRow = z.object({
  id,
  product: productRef,
  quantity: z.number().int().describe('N: every serial is one edition n of N'),
  note: z.string(),
  status: z.enum(BATCH_STATUSES),
  owned_count: z.number().int().describe('Serials shipped to an owner'),
  created_by: z.string().describe('The staff member’s username'),
  created_at: isoTime,
  revoked_at: isoTime.nullable(),
  revoke_reason: z.string(),
});

export const serialBatchList = {
  summary: 'Serial batches, newest first, by product and status',
  input: pageInput.extend({
    product_id: id.optional(),
    status: z.enum(BATCH_STATUSES).optional(),
  }),
  output: pageOf(batchRow),
};

export const serialBatchInfo = {
  summary: 'One batch with how many of its serials are unsold and owned',
  input: z.object({ id }),
  output: batchRow.extend({ unsold_count: z.number().int() }),
};

export const serialBatchCreate = {
  summary:
    'Issues a batch of N serials for a product, editions 1 to N, each with at least 64 random ' +
    'bits and a check character',
  input: z.object({
    product_id: id,
    quantity: integer({ min: 1, max: BATCH_SIZE_MAX, error: 'format.batchQuantity' }),
    note: z.string().trim().max(BATCH_NOTE_MAX, { error: 'format.tooLong' }).default(''),
  }),
  output: batchRow,
};

export const serialRow = z.object({
  id,
  code: z.string().describe('In groups of four'),
  edition,
  state: z.enum(SERIAL_STATES),
  owner: account.nullable(),
  order_no: z.string().nullable().describe('The order its unit shipped with'),
  activated_at: isoTime.nullable(),
  check_count: z.number().int(),
  first_checked_at: isoTime.nullable(),
});

export const serialBatchSerials = {
  summary: 'A batch’s serials in edition order, paged, optionally by state',
  input: pageInput.extend({ batch_id: id, state: z.enum(SERIAL_STATES).optional() }),
  output: pageOf(serialRow),
};

export const serialBatchLabels = {
  summary: 'Every serial of a batch with the address its QR code opens, for the label sheet',
  input: z.object({ id }),
  output: z.object({
    batch: batchRow,
    labels: z.array(
      z.object({ code: z.string(), edition, url: z.string().describe('/appraisal?code=…') }),
    ),
  }),
};

export const serialBatchExport = {
  summary: 'A batch as a CSV file: code, edition, total, product number, check address',
  input: z.object({ id }),
  output: z.object({ filename: z.string(), csv: csvFile, rows: z.number().int() }),
};

export const serialBatchRevoke = {
  summary: 'Revokes a batch: its serials then check as revoked, with the reason',
  input: z.object({
    id,
    reason: z
      .string()
      .trim()
      .min(1, { error: 'format.required' })
      .max(REVOKE_REASON_MAX, { error: 'format.tooLong' }),
  }),
  output: batchRow,
};

export const orderSerialAttach = {
  summary:
    'Activates serials for a shipped order’s units (when they were not entered at shipping): ' +
    'each must be issued, unsold, of a product in the order, no more than its quantity',
  input: z.object({ id, serials: z.array(serialInput).min(1).max(500) }),
  output: z.array(z.object({ code: z.string(), product_id: id, edition })),
};

export const serialLookup = {
  summary: 'Everything about one serial for staff: batch, owners (unmasked), order, checks',
  input: z.object({ code: serialInput }),
  output: serialRow.extend({
    batch: batchRow,
    owners: z.array(
      z.object({
        account,
        source: z.enum(OWNERSHIP_SOURCES),
        since: isoTime,
        until: isoTime.nullable(),
      }),
    ),
    visitors_today: z.number().int().describe('Distinct visitors in the last 24 hours'),
  }),
};

export const alertRow = z.object({
  id,
  code: z.string(),
  product: productRef,
  day: z.string().describe('The shop’s day the alert was raised'),
  visitors: z.number().int().describe('Distinct visitors in the 24 hours before it was raised'),
  status: z.enum(ALERT_STATUSES),
  created_at: isoTime,
});

export const serialAlertList = {
  summary: 'Serials checked by many different visitors in a day, newest first',
  input: pageInput.extend({ status: z.enum(ALERT_STATUSES).optional() }),
  output: pageOf(alertRow),
};

export const serialAlertDecide = {
  summary: 'Marks alerts as looked at',
  input: z.object({ ids: z.array(id).min(1).max(100) }),
  output: z.object({ acknowledged: z.number().int() }),
};

export const fakeReportRow = z.object({
  id,
  reporter: account,
  code: z.string().describe('As the customer typed it'),
  serial_status: z
    .enum(['malformed', 'unknown', ...SERIAL_STATES])
    .describe('What the code is today'),
  where_bought: z.string(),
  note: z.string(),
  images: z.array(z.string()),
  status: z.enum(FAKE_REPORT_STATUSES),
  decision_note: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});

export const fakeReportList = {
  summary: 'Customers’ reports of suspected fakes, open first then newest',
  input: pageInput.extend({ status: z.enum(FAKE_REPORT_STATUSES).optional() }),
  output: pageOf(fakeReportRow),
};

export const fakeReportDecide = {
  summary: 'Closes a report as a confirmed fake or dismissed, with a note',
  input: z.object({
    id,
    decision: z.enum(FAKE_REPORT_DECISIONS),
    note: z.string().trim().max(500, { error: 'format.tooLong' }).default(''),
  }),
  output: fakeReportRow,
};

export const authenticityConsoleSchemas = {
  serialBatchList,
  serialBatchInfo,
  serialBatchCreate,
  serialBatchSerials,
  serialBatchLabels,
  serialBatchExport,
  serialBatchRevoke,
  orderSerialAttach,
  serialLookup,
  serialAlertList,
  serialAlertDecide,
  fakeReportList,
  fakeReportDecide,
} satisfies Record<string, ActionSchema>;
