import type { Lang } from '@atelier/contract';

type Bilingual<F extends string> = { [K in `${F}_zh` | `${F}_en`]: string };

/** Picks a stored field in the request's language, falling back to Chinese when untranslated. */
export function localized<F extends string>(row: Bilingual<F>, field: F, lang: Lang): string {
  const zh = row[`${field}_zh` as keyof Bilingual<F>];
  if (lang === 'zh-cn') return zh;
  return row[`${field}_en` as keyof Bilingual<F>] || zh;
}

/** The same for a JSON value holding `{ "zh-cn": ..., "en": ... }`. */
export type Text = { 'zh-cn': string; en?: string };
export function pick(text: Text, lang: Lang): string {
  return (lang === 'en' && text.en) || text['zh-cn'];
}
