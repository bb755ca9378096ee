import { addLocale } from '@/shared/i18n/i18n';
import en from './locales/serials-en.json';
import zhCn from './locales/serials-zh-cn.json';

export const serialsNamespace = 'adminSerials';

addLocale(serialsNamespace, { 'zh-cn': zhCn, en });
