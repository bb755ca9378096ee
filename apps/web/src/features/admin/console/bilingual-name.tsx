import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '@atelier/contract';
import { useLang } from '@/shared/i18n/i18n';

/**
 * A name kept in both languages, in the order the console reads: the console's language first,
 * the other beside it. An English name not yet written leads with the Chinese, as the site does.
 */
export function namesInOrder(lang: Lang, zh: string, en: string): [string, string] {
  if (lang === 'en') return en ? [en, zh] : [zh, ''];
  return [zh || en, zh ? en || '—' : ''];
}

/** The one name a title or a picker shows. */
export function leadingName(lang: Lang, zh: string, en: string): string {
  return namesInOrder(lang, zh, en)[0];
}

/** An editor's title naming what it edits: "Edit category · Prints". */
export function titleNaming(title: string, lang: Lang, zh: string, en: string): string {
  const name = leadingName(lang, zh, en);
  return name ? `${title} · ${name}` : title;
}

/** Both names on one line, for a picker's option: "Prints / 版画". */
export function bothNames(lang: Lang, zh: string, en: string): string {
  return namesInOrder(lang, zh, en).filter(Boolean).join(' / ');
}

/** A list's name cell: the leading name (a link when the row opens), the other one under it. */
export function BilingualName({
  zh,
  en,
  to,
  children,
}: {
  zh: string;
  en: string;
  to?: string;
  /** What goes under the names: a flag, tags. */
  children?: ReactNode;
}) {
  const lang = useLang();
  const [first, second] = namesInOrder(lang, zh, en);
  return (
    <div>
      {to ? <Link to={to}>{first}</Link> : <div>{first}</div>}
      {second ? (
        <div style={{ color: '#595959' }} lang={lang === 'en' ? 'zh-CN' : 'en'}>
          {second}
        </div>
      ) : null}
      {children}
    </div>
  );
}
