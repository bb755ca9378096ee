import type { Lang } from '@atelier/contract/codes';
import { SHOP_TIME_ZONE, shopDay } from '@/shared/lib/shop-day';

const locales: Record<Lang, string> = { 'zh-cn': 'zh-CN', en: 'en-GB' };

const formats = new Map<Lang, Intl.DateTimeFormat>();

function dateFormat(lang: Lang): Intl.DateTimeFormat {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(locales[lang], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: SHOP_TIME_ZONE,
    });
    formats.set(lang, format);
  }
  return format;
}

/** A calendar date in words: "2025年3月18日", "18 March 2025"; empty when unreadable. */
export function formatLongDate(value: string, lang: Lang): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(lang).format(date);
}

/** The date as `datetime` of a `<time>` element, in the studio's calendar. */
export function isoDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return shopDay(date);
}
