import { addLocale } from '@/shared/i18n/i18n';
import en from './en.json';
import zhCn from './zh-cn.json';

export const dropsNamespace = 'adminDrops';

addLocale(dropsNamespace, { 'zh-cn': zhCn, en });
