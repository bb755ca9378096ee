import { addLocale } from '../../i18n/i18n';
import en from './en.json';
import zhCn from './zh-cn.json';

export const addressFormNamespace = 'addressForm';

addLocale(addressFormNamespace, { 'zh-cn': zhCn, en });
