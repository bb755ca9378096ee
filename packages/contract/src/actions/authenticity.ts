import { z } from 'zod';
import {
  CHECK_STATUSES,
  DEVICE_ID_PATTERN,
  REPORT_IMAGES_MAX,
  REPORT_NOTE_MAX,
  REPORT_WHERE_MAX,
  SERIAL_STATES,
  TRANSFER_CODE_LENGTH,
} from '../authenticity-codes';
import { id, isoTime, pageInput, pageOf } from '../fields';
import { SERIAL_INPUT_MAX } from '../serial-code';

/**
 * A serial as typed or scanned: any case, with or without dashes and spaces. The server
 * normalises it and refuses a wrong check character before any lookup.
 */
export const serialInput = z
  .string()
  .trim()
  .min(1, { error: 'format.serial' })
  .max(SERIAL_INPUT_MAX, { error: 'format.serial' });

/** The product a serial belongs to, as a check shows it. */
export const serialProduct = z.object({
  id,
  name: z.string(),
  image: z.string(),
  product_no: z.string(),
});

export const edition = z.object({
  number: z.number().int().describe('n of N'),
  total: z.number().int(),
});

export const qrCode = {
  summary:
    'Checks a product serial, signed in or not. A wrong check character is refused before any ' +
    'lookup; an unknown serial is refused with the spec’s message. Counts one check per visitor ' +
    '(account, else device, else address) per 24 hours, at most two visitors per address; ' +
    'rate-limited per address, device and account, unknown codes costing more',
  input: z.object({
    code: serialInput,
    device: z
      .string()
      .regex(DEVICE_ID_PATTERN, { error: 'format.device' })
      .optional()
      .describe('A random id the browser keeps; one visitor per device when signed out'),
  }),
  output: z.object({
    code: z.string().describe('The serial in groups of four'),
    status: z.enum(CHECK_STATUSES),
    product: serialProduct,
    edition,
    check_count: z
      .number()
      .int()
      .describe('Checks by distinct visitors, one each per 24 hours, at most two per address'),
    first_checked_at: isoTime.nullable(),
    counted: z.boolean().describe('This check was counted (the visitor’s first in 24 hours)'),
    activated_at: isoTime.nullable().describe('When its unit shipped to its first owner'),
    revoked_at: isoTime.nullable(),
    revoke_reason: z.string(),
    mine: z.boolean().describe('The signed-in caller is its registered owner'),
    owners: z
      .array(
        z.object({
          name: z.string().describe('Masked: the first character and stars'),
          since: isoTime,
          until: isoTime.nullable(),
        }),
      )
      .describe('Owners in order, the current one last; masked'),
  }),
};

export const ownedSerial = z.object({
  code: z.string(),
  product: serialProduct,
  edition,
  since: isoTime.describe('When the caller became its owner'),
  state: z.enum(SERIAL_STATES),
  transfer_expires_at: isoTime.nullable().describe('A transfer code is outstanding until then'),
});

export const mySerials = {
  summary: 'The serials I own, newest first',
  input: pageInput,
  output: pageOf(ownedSerial),
};

export const serialTransferCreate = {
  summary:
    'The owner asks for a one-time transfer code for one of their serials, valid 10 minutes; a ' +
    'new one replaces the old. Costs the check’s budget as a check does; a serial not theirs ' +
    'is refused alike whether it exists or not',
  input: z.object({ code: serialInput }),
  output: z.object({
    code: z.string(),
    transfer_code: z.string().length(TRANSFER_CODE_LENGTH),
    expires_at: isoTime,
  }),
};

export const serialTransferAccept = {
  summary:
    'Another account takes ownership with the serial and its transfer code. Costs the check’s ' +
    'budget as a check does; an unknown, unsold or revoked serial, no code, an expired, used or ' +
    'wrong code (five wrong tries void it) all get the same refusal, whether the serial exists or not',
  input: z.object({
    code: serialInput,
    transfer_code: z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{${TRANSFER_CODE_LENGTH}}$`), { error: 'format.transferCode' }),
  }),
  output: ownedSerial,
};

export const serialReport = {
  summary:
    'A customer reports a suspected fake: the code they found (if any), where they bought ' +
    'it, photos they uploaded',
  input: z.object({
    code: z.string().trim().max(40, { error: 'format.serial' }).default(''),
    where_bought: z
      .string()
      .trim()
      .min(1, { error: 'format.whereBought' })
      .max(REPORT_WHERE_MAX, { error: 'format.whereBought' }),
    note: z.string().trim().max(REPORT_NOTE_MAX, { error: 'format.fakeNote' }).default(''),
    images: z
      .array(z.string().min(1).max(256))
      .max(REPORT_IMAGES_MAX, { error: 'format.reportImages' })
      .default([]),
  }),
  output: z.object({ id, created_at: isoTime }),
};
