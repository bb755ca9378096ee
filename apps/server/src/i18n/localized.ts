import type { Lang } from '@atelier/contract';
import type { z } from 'zod';

type Bilingual<F extends string> = { [K in `${F}_zh` | `${F}_en`]: string };

/** Picks a stored field in the request's language, falling back to Chinese when untranslated. */
export function localized<F extends string>(row: Bilingual<F>, field: F, lang: Lang): string {
  const zh = row[`${field}_zh` as keyof Bilingual<F>];
  if (lang === 'zh-cn') return zh;
  return row[`${field}_en` as keyof Bilingual<F>] || zh;
}

/** The same for a list kept as JSON in each language: an empty English list falls back too. */
export function localizedList<F extends string, T>(
  row: Bilingual<F>,
  field: F,
  lang: Lang,
  schema: z.ZodType<T[]>,
): T[] {
  const read = (column: `${F}_zh` | `${F}_en`) => schema.parse(JSON.parse(row[column]));
  const en = lang === 'en' ? read(`${field}_en`) : [];
  return en.length > 0 ? en : read(`${field}_zh`);
}

/** The same for a JSON value holding `{ "zh-cn": ..., "en": ... }`. */
export type Text = { 'zh-cn': string; en?: string };
export function pick(text: Text, lang: Lang): string {
  return (lang === 'en' && text.en) || text['zh-cn'];
}

/**
 * A text as it is stored, each language passed through `clean` (the HTML sanitiser, say): an
 * English left out or blank is stored empty, so every read of it falls back to Chinese.
 */
export function storedText(text: Text, clean = (s: string) => s): Required<Text> {
  return { 'zh-cn': clean(text['zh-cn']), en: clean(text.en?.trim() ? text.en : '') };
}

/** A text as the `<field>_zh` and `<field>_en` columns that `localized` reads. */
export function textColumns<F extends string>(
  field: F,
  text: Text,
  clean?: (s: string) => string,
): Bilingual<F> {
  const stored = storedText(text, clean);
  return { [`${field}_zh`]: stored['zh-cn'], [`${field}_en`]: stored.en } as Bilingual<F>;
}

/**
 * The bilingual fields with Chinese and no English, which the site shows in Chinese to English
 * readers: the console flags them rather than letting them pass unnoticed. A JSON list (specs)
 * counts as empty when it holds nothing.
 */
export function untranslated<F extends string>(row: Bilingual<F>, fields: readonly F[]): F[] {
  const blank = (value: string) => value.trim() === '' || value.trim() === '[]';
  return fields.filter(
    (field) =>
      !blank(row[`${field}_zh` as keyof Bilingual<F>]) &&
      blank(row[`${field}_en` as keyof Bilingual<F>]),
  );
}
