import { addLocale } from '@/shared/i18n/i18n';
import en from './locales/en.json';
import zhCn from './locales/zh-cn.json';

export const paymentsNamespace = 'adminPayments';

addLocale(paymentsNamespace, { 'zh-cn': zhCn, en });
