import type { Lang } from '@atelier/contract';

/** What every part of authenticity says: input formats and the serials entered when shipping. */
export const authenticityMessages = {
  'format.serial': {
    'zh-cn': '请输入产品序列号（16 位，如 7K3M-9QXW-TR2B-H5CN）',
    en: 'Enter the product serial (16 characters, such as 7K3M-9QXW-TR2B-H5CN)',
  },
  'format.device': { 'zh-cn': '设备标识无效', en: 'The device id is not valid' },
  'format.transferCode': {
    'zh-cn': '转让码为 8 位数字',
    en: 'A transfer code is 8 digits',
  },
  'format.whereBought': {
    'zh-cn': '请填写购买渠道（1-200 个字）',
    en: 'Say where you bought it (1 to 200 characters)',
  },
  'format.fakeNote': { 'zh-cn': '说明最多 1000 个字', en: 'The note is at most 1000 characters' },
  'format.reportImages': { 'zh-cn': '最多上传 6 张照片', en: 'At most 6 photos' },
  'format.batchQuantity': {
    'zh-cn': '每批可生成 1-5000 个序列号',
    en: 'A batch issues 1 to 5000 serials',
  },
  serialMistyped: {
    'zh-cn': '序列号 {code} 有误，请核对后重新输入',
    en: 'Serial {code} is mistyped: check the code and enter it again',
  },
  serialRepeated: {
    'zh-cn': '序列号 {code} 重复填写',
    en: 'Serial {code} is entered twice',
  },
  serialNotIssued: {
    'zh-cn': '序列号 {code} 不是本店生成的序列号',
    en: 'Serial {code} was not issued by the studio',
  },
  serialRevokedAtShip: {
    'zh-cn': '序列号 {code} 所在批次已作废，不能随货发出',
    en: 'Serial {code} belongs to a revoked batch and cannot ship',
  },
  serialAlreadyActive: {
    'zh-cn': '序列号 {code} 已随其他商品发出',
    en: 'Serial {code} has already shipped with another unit',
  },
  serialNotInOrder: {
    'zh-cn': '序列号 {code} 属于商品 {product}，该订单中没有这件商品',
    en: 'Serial {code} is for product {product}, which is not in this order',
  },
  serialTooMany: {
    'zh-cn': '商品 {product} 在该订单中只有 {quantity} 件，序列号多了',
    en: 'The order has {quantity} of product {product}: too many serials for it',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of authenticity's input fields, as refusals word them. */
export const authenticityFieldLabels: Record<string, Record<Lang, string>> = {
  serials: { 'zh-cn': '序列号', en: 'Serials' },
  device: { 'zh-cn': '设备标识', en: 'Device' },
  transfer_code: { 'zh-cn': '转让码', en: 'Transfer code' },
  where_bought: { 'zh-cn': '购买渠道', en: 'Where bought' },
  batch_id: { 'zh-cn': '批次', en: 'Batch' },
};

const serialCode = { code: { 'zh-cn': '序列号', en: 'Serial' } };

/** `code` is a serial in these actions (elsewhere it names other things). */
export const authenticityActionFieldLabels: Partial<
  Record<string, Record<string, Record<Lang, string>>>
> = {
  qrCode: serialCode,
  serialTransferCreate: serialCode,
  serialTransferAccept: serialCode,
  serialReport: serialCode,
  serialLookup: serialCode,
};
