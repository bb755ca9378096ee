import type { ActionOutput } from '@atelier/contract';

export type AuditRow = ActionOutput<'auditList'>['list'][number];
export type AuditLabels = AuditRow['labels'];

/** Stored HTML from the rich-text editor, as against a plain value. */
export function isRichText(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\s*<(p|h[1-6]|ul|ol|blockquote|figure|img|div)[\s>/]/i.test(value)
  );
}

/** A value too large for one line of the trail: rich text, or a whole item kept as an object. */
export function isLong(value: unknown): boolean {
  if (isRichText(value)) return true;
  if (Array.isArray(value)) return value.some((item) => item !== null && typeof item === 'object');
  return value !== null && typeof value === 'object';
}

/** How many characters of text a reader sees in stored HTML. */
export function textLength(html: string): number {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim().length;
}

/** A plain value in words: a coded value as the screens name it, a list joined, nothing as a dash. */
export function shownValue(value: unknown, field: string, labels: AuditLabels | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const named = labels?.values[field]?.[String(value)];
  if (named !== undefined) return named;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields in which two versions of an item differ, in their order of appearance. */
export function changedFields(before: unknown, after: unknown): string[] {
  const was =
    before !== null && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const now = after !== null && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  return [...new Set([...Object.keys(was), ...Object.keys(now)])].filter(
    (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
  );
}
