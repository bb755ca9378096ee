import type { Lang } from '@atelier/contract';

/** Refusals and notes of points accounts, the ledger and rank lists, in both languages. */
export const pointsMessages = {
  pointsDaysBackwards: {
    'zh-cn': '开始日期不能晚于结束日期',
    en: 'The first day cannot be after the last day',
  },
  pointsDaysTooMany: {
    'zh-cn': '一次最多查看 {days} 天',
    en: 'At most {days} days can be shown at once',
  },
  'format.month': {
    'zh-cn': '{field} 应为有效月份，格式 YYYY-MM',
    en: '{field} must be a valid month written YYYY-MM',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of their input fields, as refusals word them. */
export const pointsFieldLabels: Record<string, Record<Lang, string>> = {
  month: { 'zh-cn': '月份', en: 'Month' },
  period: { 'zh-cn': '榜单周期', en: 'Period' },
  reason: { 'zh-cn': '原因', en: 'Reason' },
  from: { 'zh-cn': '开始日期', en: 'First day' },
  to: { 'zh-cn': '结束日期', en: 'Last day' },
};
