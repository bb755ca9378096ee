import type { Lang } from '@atelier/contract';

/** Issuing serial batches in the console: refusals and the export's column names. */
export const serialsConsoleMessages = {
  serialBatchNotFound: { 'zh-cn': '该序列号批次不存在', en: 'This serial batch does not exist' },
  serialBatchAlreadyRevoked: {
    'zh-cn': '该批次已作废',
    en: 'This batch has already been revoked',
  },
  'serialExport.code': { 'zh-cn': '序列号', en: 'Serial' },
  'serialExport.edition': { 'zh-cn': '编号', en: 'Edition' },
  'serialExport.total': { 'zh-cn': '总数', en: 'Of' },
  'serialExport.product_no': { 'zh-cn': '商品编号', en: 'Product number' },
  'serialExport.url': { 'zh-cn': '验证地址', en: 'Check address' },
} as const satisfies Record<string, Record<Lang, string>>;
