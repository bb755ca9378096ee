import type { Lang } from '@atelier/contract';

/** The points console's refusals and notes, in both languages. */
export const pointsConsoleMessages = {
  'format.points': {
    'zh-cn': '{field} 须为不小于 0 的整数（积分不能为负）',
    en: '{field} must be a whole number of 0 or more (points cannot be negative)',
  },
  'format.cycleDays': {
    'zh-cn': '{field} 须为 1-31 的整数',
    en: '{field} must be a whole number from 1 to 31',
  },
  'format.expiryDays': {
    'zh-cn': '有效天数须为 1-3650 的整数',
    en: 'Days before expiry must be a whole number from 1 to 3650',
  },
  'format.levels': {
    'zh-cn': '等级为 1-20 个',
    en: 'There are 1 to 20 levels',
  },
  'format.levelName': {
    'zh-cn': '名称（中英文）均需填写，中文不超过 20 个字符，英文不超过 30 个',
    en: 'A name is needed in both languages: at most 20 characters in Chinese, 30 in English',
  },
  'format.weight': {
    'zh-cn': '权重须为 0-1000000 的整数',
    en: 'A weight is a whole number from 0 to 1,000,000',
  },
  'format.prizes': {
    'zh-cn': '奖品为 2-12 个',
    en: 'The game has 2 to 12 prizes',
  },
  'format.dailyLimit': {
    'zh-cn': '每日次数须为 1-1000 的整数',
    en: 'Plays per day must be a whole number from 1 to 1000',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the points console's input fields, as refusals word them. */
export const pointsConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  sign_points: { 'zh-cn': '签到积分', en: 'Sign-in points' },
  cycle_days: { 'zh-cn': '连续签到周期', en: 'Streak cycle' },
  cost: { 'zh-cn': '每次消耗', en: 'Cost per play' },
  daily_budget: { 'zh-cn': '每日奖池', en: 'Daily payout budget' },
};
