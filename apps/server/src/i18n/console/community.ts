import type { Lang } from '@atelier/contract';

/** The community console's refusals and notes, in both languages. */
export const communityConsoleMessages = {
  'format.cooldownDays': {
    'zh-cn': '{field} 须为 0-365 的整数',
    en: '{field} must be a whole number from 0 to 365',
  },
  'format.perHour': {
    'zh-cn': '{field} 须为 1-1000 的整数',
    en: '{field} must be a whole number from 1 to 1000',
  },
  'format.ids': {
    'zh-cn': '请选择 1-100 条记录',
    en: 'Choose 1 to 100 records',
  },
  'format.questions': {
    'zh-cn': '入群问题最多 20 个',
    en: 'A group can ask at most 20 questions',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the community console's input fields, as refusals word them. */
export const communityConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  cooldown_days: { 'zh-cn': '被拒后等待天数', en: 'Days to wait after a refusal' },
  posts_per_hour: { 'zh-cn': '每小时发帖数', en: 'Posts per hour' },
  comments_per_hour: { 'zh-cn': '每小时评论数', en: 'Comments per hour' },
  decision: { 'zh-cn': '处理结果', en: 'Decision' },
  reason_key: { 'zh-cn': '拒绝原因', en: 'Refusal reason' },
  until: { 'zh-cn': '禁言截止日', en: 'Ban ends on' },
};
