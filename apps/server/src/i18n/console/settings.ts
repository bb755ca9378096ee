import type { Lang } from '@atelier/contract';

/** The settings console's refusals and notes, in both languages. */
export const settingsMessages = {
  'format.payTimeout': {
    'zh-cn': '支付时限为 5-1440 分钟的整数',
    en: 'The payment deadline is a whole number of minutes from 5 to 1440',
  },
  'format.autoReceiveDays': {
    'zh-cn': '自动收货天数为 1-60 的整数',
    en: 'Automatic receipt is a whole number of days from 1 to 60',
  },
  'format.servicePhone': {
    'zh-cn': '客服电话为 5-30 位数字，可含 + - ( ) 和空格',
    en: 'The service phone has 5-30 digits and may hold + - ( ) and spaces',
  },
  'format.serviceEmail': {
    'zh-cn': '请输入有效的客服邮箱',
    en: 'Please enter a valid service e-mail address',
  },
  'format.serviceAddress': {
    'zh-cn': '地址（中英文）均需填写，各不超过 200 个字符',
    en: 'The address is needed in both languages, at most 200 characters each',
  },
  'format.businessHours': {
    'zh-cn': '营业时间（中英文）均需填写，各不超过 100 个字符',
    en: 'Business hours are needed in both languages, at most 100 characters each',
  },
  settingsShipFeeRange: {
    'zh-cn': '基础运费须在 0.00 至 {max} 元之间',
    en: 'The base shipping fee must be between 0.00 and {max} yuan',
  },
  settingsThresholdRange: {
    'zh-cn': '包邮门槛须在 0.00 至 {max} 元之间',
    en: 'The free-shipping threshold must be between 0.00 and {max} yuan',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the settings console's input fields, as refusals word them. */
export const settingsFieldLabels: Record<string, Record<Lang, string>> = {
  pay_timeout_minutes: { 'zh-cn': '支付时限', en: 'Payment deadline' },
  bill_check_time: { 'zh-cn': '每日对账时间', en: 'Daily bill check time' },
  auto_receive_days: { 'zh-cn': '自动收货天数', en: 'Automatic receipt days' },
  ship_base_fee: { 'zh-cn': '基础运费', en: 'Base shipping fee' },
  ship_free_threshold: { 'zh-cn': '包邮门槛', en: 'Free-shipping threshold' },
  service_phone: { 'zh-cn': '客服电话', en: 'Service phone' },
  service_email: { 'zh-cn': '客服邮箱', en: 'Service e-mail' },
  service_address: { 'zh-cn': '地址', en: 'Address' },
  business_hours: { 'zh-cn': '营业时间', en: 'Business hours' },
};
