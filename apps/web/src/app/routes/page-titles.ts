import type { PathName } from '@/shared/config/paths';
import { addLocale } from '@/shared/i18n/i18n';
import type { PageHandle } from '../navigation/page-title';
import en from '../locales/titles/en.json';
import zhCn from '../locales/titles/zh-cn.json';

const titlesNamespace = 'titles';

// Loaded with the route tables, so /about's first load carries only its own title.
addLocale(titlesNamespace, { 'zh-cn': zhCn, en });

/** The route metadata naming the page at `paths[name]` (its title is in `locales/titles`). */
export function pageHandle(name: PathName): PageHandle {
  return { title: `${titlesNamespace}:${name}` };
}
