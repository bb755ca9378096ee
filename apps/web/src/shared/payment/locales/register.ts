import { addLocale } from '../../i18n/i18n';
import en from './en.json';
import zhCn from './zh-cn.json';

export const testPaymentNamespace = 'testPayment';

addLocale(testPaymentNamespace, { 'zh-cn': zhCn, en });
