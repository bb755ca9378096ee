import type { Lang } from '@atelier/contract/codes';

/** A bilingual name in the reader's language. */
export function nameIn(name: { 'zh-cn': string; en: string }, lang: Lang): string {
  return name[lang] || name['zh-cn'];
}

/** A client seed the server takes: 1–64 visible ASCII characters. */
export function isClientSeed(value: string): boolean {
  return /^[\x21-\x7e]{1,64}$/.test(value);
}
