import type { Lang } from '@atelier/contract';

/** What the authenticity check and its console say. */
export const serialCheckMessages = {
  serialCheckMistyped: {
    'zh-cn': '序列号有误，请核对后重新输入',
    en: 'This code has a typo: check the code and enter it again',
  },
  serialUnknown: {
    'zh-cn': '该ID不在生成的序列号中，请谨慎购买',
    en: 'The studio did not issue this serial. Please be careful before you buy it.',
  },
  serialChecksSpent: {
    'zh-cn': '查询过于频繁，请在 {time} 之后再试',
    en: 'Too many checks from this device, account or network: please try again after {time}',
  },
  serialChecksBlocked: {
    'zh-cn': '输入了太多不存在的序列号，查询已暂停至 {time}',
    en: 'Too many codes that do not exist were entered: checking is paused until {time}',
  },
  serialAlertsNoneOpen: {
    'zh-cn': '所选提醒都已处理过',
    en: 'The chosen alerts have all been looked at already',
  },
} as const satisfies Record<string, Record<Lang, string>>;
