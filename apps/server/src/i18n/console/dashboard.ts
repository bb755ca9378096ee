import type { Lang } from '@atelier/contract';

/** The dashboard console's refusals and notes, in both languages. */
export const dashboardMessages = {
  dashboardRangeBoth: {
    'zh-cn': '请同时选择开始和结束日期',
    en: 'Please pick both the first and the last day',
  },
  dashboardRangeOrder: {
    'zh-cn': '开始日期不能晚于结束日期',
    en: 'The first day cannot be after the last day',
  },
  dashboardRangeTooLong: {
    'zh-cn': '时间范围最多 {max} 天',
    en: 'A range covers at most {max} days',
  },
  dashboardRangeMixed: {
    'zh-cn': '请选择快捷范围或自定义日期，不能同时使用',
    en: 'Please choose either a quick range or picked days, not both',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the dashboard console's input fields, as refusals word them. */
export const dashboardFieldLabels: Record<string, Record<Lang, string>> = {
  from: { 'zh-cn': '开始日期', en: 'First day' },
  to: { 'zh-cn': '结束日期', en: 'Last day' },
};
