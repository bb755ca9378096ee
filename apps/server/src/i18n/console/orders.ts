import type { Lang } from '@atelier/contract';

/** The orders console's refusals and notes, in both languages. */
export const ordersMessages = {
  'format.orderNo': {
    'zh-cn': '订单号为 6-32 位数字',
    en: 'An order number has 6-32 digits',
  },
  'format.shipCsv': {
    'zh-cn': '请选择不超过 200 KB 的发货 CSV 文件',
    en: 'Please choose a shipping CSV file of at most 200 KB',
  },
  'format.refundReason': {
    'zh-cn': '退款原因为 2-200 个字符',
    en: 'A refund reason has 2-200 characters',
  },
  orderAlreadyShipped: {
    'zh-cn': '该订单已发货（{carrier} {tracking_no}）',
    en: 'This order has already shipped ({carrier} {tracking_no})',
  },
  orderNotRefundable: {
    'zh-cn': '该订单{status}，不能取消或退款',
    en: 'This order is “{status}” and can no longer be cancelled or refunded',
  },
  shipCsvColumns: {
    'zh-cn': 'CSV 文件的首行须为列名 order_no,carrier,tracking_no，该文件为：{found}',
    en: 'The first row of the CSV file must name the columns order_no,carrier,tracking_no; this file has: {found}',
  },
  shipCsvNoHeader: {
    'zh-cn': 'CSV 文件的首行须为列名 order_no,carrier,tracking_no',
    en: 'The first row of the CSV file must name the columns order_no,carrier,tracking_no',
  },
  shipCsvEmpty: {
    'zh-cn': 'CSV 文件在列名之后没有任何发货行',
    en: 'The CSV file has no shipping rows after its header',
  },
  shipCsvTooLong: {
    'zh-cn': '一个 CSV 文件最多 {max} 行发货，该文件有 {rows} 行',
    en: 'A CSV file may hold at most {max} shipping rows; this one has {rows}',
  },
  shipRowColumns: {
    'zh-cn': '该行有 {count} 个值，应为 3 个（订单号、承运商、运单号）',
    en: 'This row has {count} values instead of 3 (order number, carrier, tracking number)',
  },
  shipRowUnknownOrder: {
    'zh-cn': '没有此订单号的订单',
    en: 'No order has this number',
  },
  shipRowRepeated: {
    'zh-cn': '该订单号在文件第 {line} 行已出现过',
    en: 'This order number already appears on line {line} of the file',
  },
  'orderMall.art': { 'zh-cn': '艺术商城', en: 'Art mall' },
  'orderMall.points': { 'zh-cn': '积分商城', en: 'Points mall' },
  'orderExport.order_no': { 'zh-cn': '订单号', en: 'Order number' },
  'orderExport.created_at': { 'zh-cn': '下单时间', en: 'Placed' },
  'orderExport.status': { 'zh-cn': '状态', en: 'Status' },
  'orderExport.type': { 'zh-cn': '商城', en: 'Mall' },
  'orderExport.buyer': { 'zh-cn': '买家', en: 'Buyer' },
  'orderExport.buyer_mobile': { 'zh-cn': '买家手机号', en: 'Buyer mobile' },
  'orderExport.recipient': { 'zh-cn': '收货人', en: 'Recipient' },
  'orderExport.recipient_mobile': { 'zh-cn': '收货人手机号', en: 'Recipient mobile' },
  'orderExport.address': { 'zh-cn': '收货地址', en: 'Address' },
  'orderExport.total_amount': { 'zh-cn': '金额（元）', en: 'Amount (CNY)' },
  'orderExport.total_score': { 'zh-cn': '积分', en: 'Points' },
  'orderExport.pay_method': { 'zh-cn': '支付方式', en: 'Payment method' },
  'orderExport.paid_at': { 'zh-cn': '支付时间', en: 'Paid' },
  'orderExport.carrier': { 'zh-cn': '承运商', en: 'Carrier' },
  'orderExport.tracking_no': { 'zh-cn': '运单号', en: 'Tracking number' },
  'orderExport.shipped_at': { 'zh-cn': '发货时间', en: 'Shipped' },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the orders console's input fields, as refusals word them. */
export const ordersFieldLabels: Record<string, Record<Lang, string>> = {
  order_no: { 'zh-cn': '订单号', en: 'Order number' },
  from: { 'zh-cn': '开始日期', en: 'First day' },
  to: { 'zh-cn': '结束日期', en: 'Last day' },
};

/** Labels that differ by action: this file ships orders, this reason is a refund's. */
export const ordersActionFieldLabels: Record<string, Record<string, Record<Lang, string>>> = {
  orderShipBatch: { csv: { 'zh-cn': '发货文件', en: 'Shipping file' } },
  orderRefund: { reason: { 'zh-cn': '退款原因', en: 'Refund reason' } },
  orderTrack: { text: { 'zh-cn': '物流信息', en: 'Tracking note' } },
};
