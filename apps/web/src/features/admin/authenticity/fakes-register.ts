import { addLocale } from '@/shared/i18n/i18n';
import en from './locales/fakes-en.json';
import zhCn from './locales/fakes-zh-cn.json';

export const fakesNamespace = 'adminFakes';

addLocale(fakesNamespace, { 'zh-cn': zhCn, en });
