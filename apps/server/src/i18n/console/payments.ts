import type { Lang } from '@atelier/contract';

/** The console's Payments screen: refusals and the names of its fields. */
export const paymentsConsoleMessages = {
  reconciliationNotFound: {
    'zh-cn': '该对账记录不存在',
    en: 'This reconciliation does not exist',
  },
  reconciliationDayNotPast: {
    'zh-cn': '只能核对今天以前的账单（北京时间）',
    en: 'Only a day before today (Beijing time) can be checked',
  },
  reconciliationGatewayNotSet: {
    'zh-cn': '本店未配置该支付渠道，无法下载其账单',
    en: 'This shop has no keys for that gateway, so its bills cannot be read',
  },
  reconciliationBillUnavailable: {
    'zh-cn': '暂时无法获取支付渠道的账单（可能尚未生成），请稍后再试',
    en: 'The gateway’s bill cannot be read just now (it may not be ready yet); please try again later',
  },
  mismatchNotFound: { 'zh-cn': '该差异不存在', en: 'This mismatch does not exist' },
  mismatchResolvedMeanwhile: {
    'zh-cn': '该差异已被他人处理，请刷新后查看',
    en: 'Someone else has resolved this mismatch meanwhile; reload to see their note',
  },
  'format.resolutionNote': {
    'zh-cn': '{field} 不能为空，且不超过 500 个字',
    en: '{field} is required and at most 500 characters',
  },
  'format.billCheckTime': {
    'zh-cn': '{field} 须为 24 小时制的时间，如 10:30',
    en: '{field} must be a 24-hour time such as 10:30',
  },
} as const satisfies Record<string, Record<Lang, string>>;

const field = (zh: string, en: string) => ({ 'zh-cn': zh, en });

export const paymentsConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  day: field('账单日期', 'Bill day'),
  gateway: field('支付渠道', 'Gateway'),
};

export const paymentsConsoleActionFieldLabels: Record<
  string,
  Record<string, Record<Lang, string>>
> = {
  mismatchResolve: { note: field('处理说明', 'Resolution note') },
  paymentList: { q: field('单号', 'Number') },
  reconciliationList: { unresolved: field('仅看未处理', 'Only unresolved') },
};
