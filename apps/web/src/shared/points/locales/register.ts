import { addLocale } from '../../i18n/i18n';
import en from './en.json';
import zhCn from './zh-cn.json';

export const pointsNamespace = 'points';

addLocale(pointsNamespace, { 'zh-cn': zhCn, en });
