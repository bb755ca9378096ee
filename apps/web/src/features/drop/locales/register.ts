import { addLocale } from '@/shared/i18n/i18n';
import en from './en.json';
import zhCn from './zh-cn.json';

export const dropNamespace = 'drop';

addLocale(dropNamespace, { 'zh-cn': zhCn, en });
