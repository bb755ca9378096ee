import { z } from 'zod';
import { AUDIT_TARGETS, SYSTEM_ACTOR } from '../permissions';
import { day, id, isoTime, pageInput, pageOf, role } from '../fields';

const fields = z.record(z.string(), z.unknown());

/** One console write; `before` and `after` hold only the fields it changed. */
export const auditRow = z.object({
  id,
  actor_id: z.number().int().min(0).describe('0 for the shop’s own jobs (`SYSTEM_ACTOR`)'),
  actor_name: z.string(),
  actor_role: z.union([role, z.literal(SYSTEM_ACTOR.role)]),
  action: z.string(),
  target_type: z.enum(AUDIT_TARGETS),
  target_id: z.string(),
  before: fields.nullable().describe('Null when the record was created'),
  after: fields.nullable().describe('Null when the record was removed'),
  ip: z.string(),
  created_at: isoTime,
  labels: z
    .object({
      action: z.string().describe('The action in words, in the request’s language'),
      fields: z.record(z.string(), z.string()).describe('Each changed field’s label'),
      values: z
        .record(z.string(), z.record(z.string(), z.string()))
        .describe('Coded values in words, by field then by value'),
    })
    .describe('How the console names what this row holds'),
});

export const auditList = {
  summary: 'The audit trail, newest first, filtered by who, target, action and date range',
  input: pageInput.extend({
    actor: z.string().trim().max(40).optional().describe('A staff member’s user name'),
    target_type: z.enum(AUDIT_TARGETS).optional(),
    target_id: z.string().trim().max(40).optional(),
    action: z.string().trim().max(60).optional(),
    from: day.optional().describe('First day, in the shop’s time zone'),
    to: day.optional().describe('Last day, included'),
  }),
  output: pageOf(auditRow),
};

export const auditActions = {
  summary: 'Every action the audit trail records, in words, for choosing one to filter by',
  input: z.object({}),
  output: z.array(z.object({ value: z.string(), label: z.string() })),
};
