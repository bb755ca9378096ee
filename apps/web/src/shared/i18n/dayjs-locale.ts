import dayjs from 'dayjs';
import 'dayjs/locale/en';
import 'dayjs/locale/zh-cn';
import { getLang, i18n } from './i18n';

/*
 * dayjs follows the interface language. It lives apart from i18n.ts so that dayjs loads with
 * the pages that show dates (and antd's pickers), not in the first load of /about.
 */
dayjs.locale(getLang());
i18n.on('languageChanged', (lang) => dayjs.locale(lang.toLowerCase()));

export { dayjs };
