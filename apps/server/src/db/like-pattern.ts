/** Text for a LIKE … ESCAPE '\' pattern: the user's own `%`, `_` and `\` taken literally. */
export function literalLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * `%text%`, lower-cased: compared with `lower(column)`, it ignores case alike on SQLite (whose
 * LIKE already ignores ASCII case) and PostgreSQL (whose LIKE does not).
 */
export function containsPattern(text: string): string {
  return `%${literalLike(text)}%`.toLowerCase();
}
