import type { Lang } from '@atelier/contract/codes';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';

const antdLocales = { 'zh-cn': zhCN, en: enUS } satisfies Record<Lang, typeof zhCN>;

/** antd's locale object for ConfigProvider; apart from i18n so antd stays off the first load. */
export function antdLocale(lang: Lang): typeof zhCN {
  return antdLocales[lang];
}
