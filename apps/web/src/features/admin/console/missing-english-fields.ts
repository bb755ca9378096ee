/** A form's texts, read as `<field>_zh` and `<field>_en`; a list (specs) counts by its filled rows. */
type Values = Record<string, unknown>;

function filled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value))
    return value.some((item) =>
      typeof item === 'object' && item !== null
        ? Object.values(item as Values).some(filled)
        : filled(item),
    );
  return false;
}

/**
 * The bilingual fields that have Chinese and no English: the site shows the Chinese to English
 * readers, so the console says so rather than letting the gap pass unnoticed.
 */
export function missingEnglish(values: Values, fields: readonly string[]): string[] {
  return fields.filter((field) => filled(values[`${field}_zh`]) && !filled(values[`${field}_en`]));
}
