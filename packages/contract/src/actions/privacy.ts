import { z } from 'zod';
import { ORDER_STATUSES } from '../codes';
import { anyPassword, id, isoTime, smsCode } from '../fields';

/** Who is asking, proven again: the account's password or a code sent to its phone. */
const proof = z
  .object({
    password: anyPassword.optional(),
    captcha: smsCode.optional().describe('A code sent for `verify` to the account’s phone'),
  })
  .refine((p) => (p.password === undefined) !== (p.captcha === undefined), {
    error: 'format.proofOne',
  });

export const dataExportCreate = {
  summary:
    'Download my data, step one: the password or an SMS code proves who asks; answers a ' +
    'one-time ticket for the zip (JSON and a readable HTML page) at `DATA_ARCHIVE_PATH`',
  input: proof,
  output: z.object({ ticket: z.string(), expires_at: isoTime, file_name: z.string() }),
};

const blockingOrder = z.object({ id, order_no: z.string(), status: z.enum(ORDER_STATUSES) });

export const accountCancelInfo = {
  summary:
    'Cancel my account, step one: what cancelling loses, the orders that stop it, and the ' +
    'cooling-off period',
  input: z.object({}),
  output: z.object({
    cooling_off_days: z.number().int(),
    points: z.number().int().describe('Usable points, lost'),
    groups: z.array(z.object({ id, name: z.string() })).describe('Community memberships, lost'),
    serials: z.number().int().describe('Serials owned, which return to "owner unknown"'),
    favourites: z.number().int(),
    follows: z.number().int(),
    applications: z.number().int().describe('Job applications, erased with their résumés'),
    blocking_orders: z
      .array(blockingOrder)
      .describe('Unpaid, awaiting shipment or in transit: cancelling waits for them'),
  }),
};

export const accountCancel = {
  summary:
    'Cancel my account: a code sent for `cancelaccount` to the account’s phone; every session ' +
    'ends, and the account is erased after the cooling-off period unless its owner signs in ' +
    'and restores it',
  input: z.object({ captcha: smsCode }),
  output: z.object({ erase_after: isoTime }),
};
