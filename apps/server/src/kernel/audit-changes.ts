type Fields = Record<string, unknown>;

/**
 * The fields a write changed, as they were and as they are: a created record has no `before`,
 * a removed one no `after`. Values compare by their JSON, so nested lists and objects count as
 * changed only when their content differs.
 */
export function auditChanges(
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after };
  const was: Fields = {};
  const now: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}
