import { addLocale } from '@/shared/i18n/i18n';
import en from './account-cancel-en.json';
import zhCn from './account-cancel-zh-cn.json';

export const accountCancelNamespace = 'accountCancel';

addLocale(accountCancelNamespace, { 'zh-cn': zhCn, en });
