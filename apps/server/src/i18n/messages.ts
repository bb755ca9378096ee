import type { Lang } from '@atelier/contract';
import { catalogActionFieldLabels, catalogFieldLabels, catalogMessages } from './console/catalog';
import {
  customersActionFieldLabels,
  customersFieldLabels,
  customersMessages,
} from './console/customers';
import { dashboardFieldLabels, dashboardMessages } from './console/dashboard';
import { ordersActionFieldLabels, ordersFieldLabels, ordersMessages } from './console/orders';
import { consoleOrderStatusMessages } from './console/order-status';
import {
  communityConsoleActionFieldLabels,
  communityConsoleFieldLabels,
  communityConsoleMessages,
} from './console/community';
import { pointsConsoleFieldLabels, pointsConsoleMessages } from './console/points';
import { settingsFieldLabels, settingsMessages } from './console/settings';
import { communityFieldLabels, communityMessages } from './community';
import {
  communityPostActionFieldLabels,
  communityPostFieldLabels,
  communityPostMessages,
} from './community-posts';
import { gameFieldLabels, gameMessages } from './game';
import { pointsFieldLabels, pointsMessages } from './points';
import { signInMessages } from './sign-in';
import {
  authenticityActionFieldLabels,
  authenticityFieldLabels,
  authenticityMessages,
} from './authenticity';
import { serialCheckMessages } from './serial-check';
import { serialOwnershipMessages } from './serial-ownership';
import { serialsConsoleMessages } from './console/serials';
import { contentConsoleFieldLabels, contentConsoleMessages } from './console/content';
import { hiringConsoleFieldLabels, hiringConsoleMessages } from './console/hiring';
import {
  paymentsConsoleActionFieldLabels,
  paymentsConsoleFieldLabels,
  paymentsConsoleMessages,
} from './console/payments';
import { privacyMessages } from './privacy';
import { privacyExportMessages } from './privacy-export';
import { dropFieldLabels, dropMessages } from './drop';

/** Every message the server sends, in both languages. `{name}` marks a parameter. */
export const messages = {
  ok: { 'zh-cn': '成功', en: 'OK' },
  notFound: { 'zh-cn': '接口不存在', en: 'No such action' },
  unauthorized: {
    'zh-cn': '登录状态已失效，请重新登录',
    en: 'Invalid session or the session has expired, please log in again.',
  },
  rateLimited: {
    'zh-cn': '请求过于频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} seconds',
  },
  serverError: {
    'zh-cn': '服务器开小差了，请稍后再试',
    en: 'Something went wrong on our side, please try again later',
  },
  serviceBusy: {
    'zh-cn': '服务繁忙，请稍后重试',
    en: 'The service is busy, please try again in a moment',
  },
  bodyTooLarge: { 'zh-cn': '请求内容过大', en: 'The request is too large' },
  badRequest: { 'zh-cn': '请求格式有误', en: 'The request is malformed' },
  fieldRequired: { 'zh-cn': '{field} 不能为空', en: '{field} is required' },
  fieldInvalid: { 'zh-cn': '{field} 无效：{reason}', en: '{field} is invalid: {reason}' },
  fieldNotAChoice: {
    'zh-cn': '{field} 不是可选的值，请从列表中选择',
    en: '{field} is not one of its choices: pick one from the list',
  },

  // Field formats (the contract's `format.*` keys)
  'format.controlCharacters': {
    'zh-cn': '{field} 含有不允许的控制字符',
    en: '{field} contains control characters, which are not allowed',
  },
  'format.id': {
    'zh-cn': '{field} 须为 1 至 9007199254740991 之间的整数编号',
    en: '{field} must be a whole-number id from 1 to 9007199254740991',
  },
  'format.page': {
    'zh-cn': '页码须为 1 至 10000 之间的整数',
    en: 'The page must be a whole number from 1 to 10000',
  },
  'format.limit': {
    'zh-cn': '每页条数须为 1 至 100 之间的整数',
    en: 'The page size must be a whole number from 1 to 100',
  },
  'format.mobile': {
    'zh-cn': '请输入正确的手机号（11 位，以 13-19 开头）',
    en: 'Please enter a valid mainland mobile number (11 digits starting 13-19)',
  },
  'format.username': {
    'zh-cn': '用户名为 3-32 位字母、数字或下划线，且不能是手机号',
    en: 'A user name is 3-32 letters, digits or underscores, and not a mobile number',
  },
  'format.password': {
    'zh-cn': '密码为 8-64 位，且至少包含一个字母和一个数字',
    en: 'A password has 8-64 characters with at least one letter and one digit',
  },
  'format.captcha': { 'zh-cn': '验证码为 6 位数字', en: 'The verification code is 6 digits' },
  'format.nickname': { 'zh-cn': '昵称为 1-32 个字符', en: 'A nickname has 1-32 characters' },
  'format.birthday': {
    'zh-cn': '请选择 1900 年至今天之间的有效日期',
    en: 'Please choose a valid date between 1900 and today',
  },
  'format.day': {
    'zh-cn': '{field} 应为有效日期，格式 YYYY-MM-DD',
    en: '{field} must be a valid date written YYYY-MM-DD',
  },
  'format.money': {
    'zh-cn': '{field} 须保留两位小数，如 128.00',
    en: '{field} must have two decimals, such as 128.00',
  },
  'format.webAddress': {
    'zh-cn': '{field} 须为以 https:// 或 http:// 开头的网址，或以 / 开头的站内路径',
    en: '{field} must be a web address starting with https:// or http://, or a path on this site starting with /',
  },

  // SMS codes
  smsCooldown: {
    'zh-cn': '验证码发送过于频繁，请 {seconds} 秒后再试',
    en: 'A code was just sent; please try again in {seconds} seconds',
  },
  smsDailyLimit: {
    'zh-cn': '该手机号今日接收验证码次数已达上限，请 {hours} 小时后再试',
    en: 'This number has had its codes for today; please try again in {hours} hours',
  },
  smsCodeWrong: {
    'zh-cn': '验证码错误，还可尝试 {left} 次',
    en: 'The verification code is wrong; {left} tries left',
  },
  smsCodeDead: {
    'zh-cn': '验证码已失效，请重新获取',
    en: 'The verification code has expired or been used; please request a new one',
  },
  smsSendFailed: {
    'zh-cn': '短信发送失败，请稍后再试',
    en: 'The text message could not be sent; please try again later',
  },
  smsNumberRefused: {
    'zh-cn': '短信服务商无法向该手机号发送短信，请核对号码',
    en: 'The text message service cannot send to this number; please check it',
  },
  smsProviderLimit: {
    'zh-cn': '该手机号接收短信过于频繁，请稍后再试',
    en: 'This number has received too many text messages; please try again later',
  },
  smsUnavailable: {
    'zh-cn': '短信验证码暂时无法发送，请稍后再试或联系客服',
    en: 'Verification codes cannot be sent just now; please try again later or contact the studio',
  },
  smsWrongPhone: {
    'zh-cn': '身份验证码只能发送到当前绑定的手机号',
    en: 'The identity code can only go to the phone bound to your account',
  },
  mobileTaken: {
    'zh-cn': '该手机号已注册',
    en: 'This mobile number is already registered',
  },
  mobileUnknown: {
    'zh-cn': '该手机号尚未注册',
    en: 'This mobile number is not registered',
  },
  mobileSame: {
    'zh-cn': '新手机号与当前绑定的手机号相同',
    en: 'The new number is the one already bound to your account',
  },

  // Accounts
  usernameTaken: { 'zh-cn': '该用户名已被使用', en: 'This user name is taken' },
  badCredentials: {
    'zh-cn': '账号或密码错误',
    en: 'The account or password is incorrect',
  },
  accountLocked: {
    'zh-cn': '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: the account is locked; please try again in {minutes} minutes',
  },
  notAdmin: {
    'zh-cn': '该账号不是工作室员工，请使用用户登录',
    en: 'This account is not studio staff; please use the user tab',
  },
  noAdministrator: {
    'zh-cn':
      '工作室还没有管理员账号：请在服务器上运行 npm run admin -- create <用户名> 创建第一位管理员',
    en: 'The studio has no administrator yet: on the server, run npm run admin -- create <username> to create the first one',
  },
  oldPasswordWrong: { 'zh-cn': '原密码错误', en: 'The current password is incorrect' },
  passwordUnchanged: {
    'zh-cn': '新密码不能与原密码相同',
    en: 'The new password must differ from the current one',
  },
  ticketInvalid: {
    'zh-cn': '身份验证已过期，请重新验证当前手机号',
    en: 'The identity check has expired; please verify your current phone again',
  },

  // QR-code login
  qrUnknown: {
    'zh-cn': '二维码无效，请在电脑上刷新后重新扫码',
    en: 'This QR code is not valid; refresh it on the computer and scan again',
  },
  qrExpired: {
    'zh-cn': '二维码已过期，请在电脑上刷新后重新扫码',
    en: 'This QR code has expired; refresh it on the computer and scan again',
  },
  qrDone: {
    'zh-cn': '该二维码已被使用',
    en: 'This QR code has already been used',
  },

  // Uploads
  uploadMissing: { 'zh-cn': '请选择要上传的图片', en: 'Please choose an image to upload' },
  uploadNotImage: {
    'zh-cn': '只能上传 JPEG、PNG、WebP 或 GIF 图片',
    en: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  },
  uploadTooLarge: {
    'zh-cn': '图片不能超过 {mb} MB',
    en: 'The image must be at most {mb} MB',
  },
  uploadTooManyPixels: {
    'zh-cn': '图片尺寸过大，不能超过 {mp} 百万像素',
    en: 'The image is too large: at most {mp} megapixels',
  },
  uploadUnreadable: {
    'zh-cn': '无法读取上传的内容，请选择一个文件后重试',
    en: 'The upload could not be read; please choose one file and try again',
  },
  uploadDailyLimit: {
    'zh-cn': '24 小时内最多上传 {count} 张图片，请稍后再试',
    en: 'At most {count} images can be uploaded in 24 hours; please try again later',
  },
  uploadNotYours: {
    'zh-cn': '请先上传图片，再设为头像',
    en: 'Please upload the picture first, then make it your avatar',
  },

  // Join-us
  'format.applicantName': { 'zh-cn': '姓名为 1-30 个字符', en: 'A name has 1-30 characters' },
  'format.email': {
    'zh-cn': '请输入正确的邮箱地址，如 name@example.com',
    en: 'Please enter a valid e-mail address, such as name@example.com',
  },
  jobNotFound: {
    'zh-cn': '该职位不存在或已停止招聘',
    en: 'This position does not exist or is no longer open',
  },
  answerUnknownQuestion: {
    'zh-cn': '回答中有不属于这份问卷的问题，请刷新页面后重试',
    en: 'An answer is to a question this form does not ask; please reload the page',
  },
  answerDuplicate: {
    'zh-cn': '「{question}」只能回答一次',
    en: '“{question}” can be answered only once',
  },
  answerRequired: { 'zh-cn': '请回答「{question}」', en: 'Please answer “{question}”' },
  answerOneChoice: {
    'zh-cn': '「{question}」只能选择一项',
    en: 'Choose exactly one answer to “{question}”',
  },
  answerWrongOption: {
    'zh-cn': '所选答案不是「{question}」的选项',
    en: 'The answer chosen is not one of the choices of “{question}”',
  },
  applicationDuplicate: {
    'zh-cn': '该手机号已申请过这个职位，请勿重复提交',
    en: 'This mobile number has already applied for this position',
  },
  resumeMissing: { 'zh-cn': '请选择要上传的 PDF 简历', en: 'Please choose a PDF resume to upload' },
  resumeNotPdf: {
    'zh-cn': '简历只能是不超过 {mb} MB 的 PDF 文件',
    en: 'A resume can only be a PDF file of at most {mb} MB',
  },
  resumeTooLarge: {
    'zh-cn': '简历不能超过 {mb} MB',
    en: 'The resume must be at most {mb} MB',
  },
  resumeDailyLimit: {
    'zh-cn': '24 小时内最多上传 {count} 份简历，请稍后再试',
    en: 'At most {count} resumes can be uploaded in 24 hours; please try again later',
  },
  resumeNotYours: {
    'zh-cn': '未找到您上传的这份简历，请重新上传',
    en: 'This resume is not one you uploaded; please upload it again',
  },

  // Catalogue and artists
  productNotFound: {
    'zh-cn': '该商品不存在',
    en: 'This product does not exist',
  },
  artisanNotFound: {
    'zh-cn': '该艺术家不存在',
    en: 'This artist does not exist',
  },

  // The studio's pages
  pageNotPublished: {
    'zh-cn': '该页面内容尚未发布，敬请期待',
    en: 'This page has not been published yet, please check back soon',
  },
  processNotFound: { 'zh-cn': '该工艺流程不存在', en: 'This process does not exist' },
  technologyNotFound: { 'zh-cn': '该技术介绍不存在', en: 'This technology does not exist' },
  newsNotFound: { 'zh-cn': '该新闻不存在或已下线', en: 'This article does not exist' },
  richTextNotFound: { 'zh-cn': '该文本尚未发布', en: 'This text has not been published yet' },

  // Commerce: formats
  'format.quantity': { 'zh-cn': '数量为 1-99 件', en: 'A quantity is 1 to 99' },
  'format.selection': { 'zh-cn': '未选择商品', en: 'No items selected' },
  'format.region': {
    'zh-cn': '请选择省、市、区',
    en: 'Please choose a province, city and district',
  },
  'format.recipient': {
    'zh-cn': '收货人为 1-30 个字符',
    en: 'A recipient name has 1-30 characters',
  },
  'format.address': {
    'zh-cn': '详细地址为 4-120 个字符',
    en: 'A detailed address has 4-120 characters',
  },
  'format.postalCode': { 'zh-cn': '邮政编码为 6 位数字', en: 'A postal code is 6 digits' },
  'format.remark': { 'zh-cn': '备注最多 200 个字符', en: 'A remark has at most 200 characters' },
  'format.idempotencyKey': {
    'zh-cn': '提交编号无效，请刷新页面后重试',
    en: 'This submission is not valid, please reload the page and try again',
  },
  'format.carrier': { 'zh-cn': '请填写承运商', en: 'Please enter the carrier' },
  'format.trackingNo': {
    'zh-cn': '运单号为 6-40 位字母、数字或连字符',
    en: 'A tracking number has 6-40 letters, digits or hyphens',
  },
  'format.trackingText': {
    'zh-cn': '物流信息为 1-200 个字符',
    en: 'A tracking note has 1-200 characters',
  },

  // Commerce: refusals
  noPermission: { 'zh-cn': '没有权限执行此操作', en: 'You have no permission to do this' },
  noItemsSelected: { 'zh-cn': '未选择商品', en: 'No items selected' },
  purchaseAmbiguous: {
    'zh-cn': '请选择购物车商品或立即购买的商品，二者选其一',
    en: 'Choose cart lines or one product to buy now, not both',
  },
  mixedMalls: {
    'zh-cn': '艺术商城与积分商城的商品需分开下单',
    en: 'Art mall and points mall products are ordered separately',
  },
  productOffSale: {
    'zh-cn': '「{name}」已下架',
    en: '“{name}” is no longer on sale',
  },
  stockShort: {
    'zh-cn': '「{name}」库存不足，仅剩 {stock} 件',
    en: 'Not enough of “{name}” in stock: {stock} left',
  },
  productNotReleased: {
    'zh-cn': '「{name}」{time} 开售',
    en: '“{name}”: on sale at {time}',
  },
  purchaseLimitReached: {
    'zh-cn': '「{name}」每人限购 {limit} 件，您还可以买 {left} 件',
    en: 'You can buy {left} more of “{name}” (at most {limit} per customer)',
  },
  cartLineNotFound: { 'zh-cn': '购物车中没有这件商品', en: 'This item is not in your cart' },
  cartFull: {
    'zh-cn': '购物车最多放 {max} 种商品',
    en: 'A cart holds at most {max} different products',
  },
  addressNotFound: { 'zh-cn': '该收货地址不存在', en: 'This address does not exist' },
  addressLimit: {
    'zh-cn': '最多保存 {max} 个收货地址',
    en: 'You can keep at most {max} addresses',
  },
  regionUnknown: {
    'zh-cn': '所选省市区不存在，请重新选择',
    en: 'That province, city and district do not exist, please choose again',
  },
  idempotencyKeyReused: {
    'zh-cn': '该提交编号已用于另一笔订单，请刷新页面后重新提交',
    en: 'This submission number was already used for a different order; please reload the page and submit again',
  },
  orderNotFound: { 'zh-cn': '该订单不存在', en: 'This order does not exist' },
  orderNotPayable: {
    'zh-cn': '订单当前状态为「{status}」，无法付款',
    en: 'This order is “{status}” and cannot be paid',
  },
  payMethodWrongMall: {
    'zh-cn': '积分商城订单只能用积分支付，艺术商城订单只能用现金支付',
    en: 'Points mall orders are paid with points, art mall orders in cash',
  },
  insufficientPoints: {
    'zh-cn': '积分不足',
    en: 'Insufficient points',
  },
  orderNotCancelable: {
    'zh-cn': '订单当前状态为「{status}」，无法取消',
    en: 'This order is “{status}” and cannot be cancelled',
  },
  orderNotReceivable: {
    'zh-cn': '订单当前状态为「{status}」，无法确认收货',
    en: 'This order is “{status}”; receipt cannot be confirmed',
  },
  orderNotDeletable: {
    'zh-cn': '只有已完成或已取消的订单可以删除',
    en: 'Only completed or cancelled orders can be deleted',
  },
  orderAddressLocked: {
    'zh-cn': '订单已发货，无法修改收货地址',
    en: 'The order has shipped; its address can no longer change',
  },
  orderAddressChanged: {
    'zh-cn': '收货地址只能修改一次',
    en: 'The address of an order can be changed only once',
  },
  orderNotShippable: {
    'zh-cn': '订单当前状态为「{status}」，无法发货',
    en: 'This order is “{status}” and cannot be shipped',
  },
  orderNotShipped: { 'zh-cn': '订单尚未发货', en: 'This order has not shipped yet' },
  orderAddressClosed: {
    'zh-cn': '订单已取消，无法修改收货地址',
    en: 'The order is cancelled; its address can no longer change',
  },
  trackingShipped: {
    'zh-cn': '包裹已由{carrier}揽收，运单号 {tracking_no}',
    en: 'Picked up by {carrier}, tracking number {tracking_no}',
  },
  paymentNotFound: { 'zh-cn': '该支付单不存在', en: 'This payment does not exist' },
  paymentGatewayNotOffered: {
    'zh-cn': '本店暂不支持该支付方式，请选择其他方式',
    en: 'This shop does not take that payment method; please choose another',
  },
  paymentGatewayUnavailable: {
    'zh-cn': '支付服务暂时无法连接，请稍后再试',
    en: 'The payment service cannot be reached just now; please try again shortly',
  },
  paymentClosed: {
    'zh-cn': '该支付单已结束（{status}）',
    en: 'This payment is already closed ({status})',
  },
  'orderStatus.unpaid': { 'zh-cn': '待付款', en: 'To pay' },
  'orderStatus.undelivered': { 'zh-cn': '待发货', en: 'To ship' },
  'orderStatus.unreceived': { 'zh-cn': '待收货', en: 'To receive' },
  'orderStatus.completed': { 'zh-cn': '已完成', en: 'Completed' },
  'orderStatus.canceled': { 'zh-cn': '已取消', en: 'Cancelled' },
  'paymentStatus.pending': { 'zh-cn': '待支付', en: 'pending' },
  'paymentStatus.paid': { 'zh-cn': '已支付', en: 'paid' },
  'paymentStatus.failed': { 'zh-cn': '支付失败', en: 'failed' },
  'paymentStatus.refunded': { 'zh-cn': '已退款', en: 'refunded' },

  // The console's parts, each in its own file
  ...catalogMessages,
  ...ordersMessages,
  ...consoleOrderStatusMessages,
  ...customersMessages,
  ...settingsMessages,
  ...dashboardMessages,
  ...pointsMessages,
  ...signInMessages,
  ...gameMessages,
  ...pointsConsoleMessages,
  ...communityMessages,
  ...communityPostMessages,
  ...communityConsoleMessages,
  ...authenticityMessages,
  ...serialCheckMessages,
  ...serialOwnershipMessages,
  ...serialsConsoleMessages,
  ...contentConsoleMessages,
  ...hiringConsoleMessages,
  ...paymentsConsoleMessages,
  ...privacyMessages,
  ...privacyExportMessages,
  ...dropMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;
/** A parameter is a value, or `{ message }`: another message worded in the same language. */
export type MessageParams = Record<string, string | number | { message: MessageKey }>;

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] ?? '';
    return typeof value === 'object' ? messages[value.message][lang] : String(value);
  });
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** How a refusal names an input field; unknown fields keep their wire name. */
const fieldLabels: Record<string, Record<Lang, string>> = {
  username: { 'zh-cn': '用户名', en: 'User name' },
  password: { 'zh-cn': '密码', en: 'Password' },
  old_password: { 'zh-cn': '原密码', en: 'Current password' },
  new_password: { 'zh-cn': '新密码', en: 'New password' },
  account: { 'zh-cn': '账号', en: 'Account' },
  mobile: { 'zh-cn': '手机号', en: 'Mobile number' },
  captcha: { 'zh-cn': '验证码', en: 'Verification code' },
  nickname: { 'zh-cn': '昵称', en: 'Nickname' },
  birthday: { 'zh-cn': '生日', en: 'Birthday' },
  gender: { 'zh-cn': '性别', en: 'Gender' },
  page: { 'zh-cn': '页码', en: 'Page' },
  limit: { 'zh-cn': '每页条数', en: 'Page size' },
  keyword: { 'zh-cn': '关键词', en: 'Keyword' },
  category_id: { 'zh-cn': '分类', en: 'Category' },
  product_id: { 'zh-cn': '商品', en: 'Product' },
  artisan_id: { 'zh-cn': '艺术家', en: 'Artist' },
  quantity: { 'zh-cn': '数量', en: 'Quantity' },
  ids: { 'zh-cn': '所选商品', en: 'Selection' },
  cart_ids: { 'zh-cn': '所选商品', en: 'Selection' },
  name: { 'zh-cn': '收货人', en: 'Recipient' },
  province: { 'zh-cn': '省份', en: 'Province' },
  city: { 'zh-cn': '城市', en: 'City' },
  district: { 'zh-cn': '区县', en: 'District' },
  address: { 'zh-cn': '详细地址', en: 'Detailed address' },
  postal_code: { 'zh-cn': '邮政编码', en: 'Postal code' },
  address_id: { 'zh-cn': '收货地址', en: 'Address' },
  order_id: { 'zh-cn': '订单', en: 'Order' },
  method: { 'zh-cn': '支付方式', en: 'Payment method' },
  remark: { 'zh-cn': '备注', en: 'Remark' },
  idempotency_key: { 'zh-cn': '提交编号', en: 'Submission key' },
  status: { 'zh-cn': '状态', en: 'Status' },
  range: { 'zh-cn': '时间范围', en: 'Time range' },
  type: { 'zh-cn': '商城', en: 'Mall' },
  amount: { 'zh-cn': '金额', en: 'Amount' },
  carrier: { 'zh-cn': '承运商', en: 'Carrier' },
  tracking_no: { 'zh-cn': '运单号', en: 'Tracking number' },
  text: { 'zh-cn': '内容', en: 'Text' },
  preview: { 'zh-cn': '预览草稿', en: 'Preview' },
  restore: { 'zh-cn': '恢复账号', en: 'Restore the account' },
  version: { 'zh-cn': '版本', en: 'Version' },
  user_id: { 'zh-cn': '账号', en: 'Account' },
  session_id: { 'zh-cn': '支付单', en: 'Payment' },
  outcome: { 'zh-cn': '支付结果', en: 'Outcome' },
  kind: { 'zh-cn': '职位类型', en: 'Position type' },
  position_id: { 'zh-cn': '职位', en: 'Position' },
  email: { 'zh-cn': '邮箱', en: 'E-mail' },
  answers: { 'zh-cn': '问卷回答', en: 'Answers' },
  resume_id: { 'zh-cn': '简历', en: 'Resume' },
  approve: { 'zh-cn': '确认结果', en: 'Approval' },
  avatar: { 'zh-cn': '头像', en: 'Avatar' },
  collected: { 'zh-cn': '收藏', en: 'Favourite' },
  delivery: { 'zh-cn': '配送方式', en: 'Delivery' },
  event: { 'zh-cn': '短信用途', en: 'Code purpose' },
  followed: { 'zh-cn': '关注', en: 'Follow' },
  is_default: { 'zh-cn': '默认地址', en: 'Default address' },
  key: { 'zh-cn': '文档', en: 'Document' },
  lang: { 'zh-cn': '语言', en: 'Language' },
  liked: { 'zh-cn': '点赞', en: 'Like' },
  position: { 'zh-cn': '广告位', en: 'Banner slot' },
  remember: { 'zh-cn': '记住登录', en: 'Remember me' },
  scope: { 'zh-cn': '登录身份', en: 'Sign-in scope' },
  secret: { 'zh-cn': '二维码密钥', en: 'QR code secret' },
  sort: { 'zh-cn': '排序', en: 'Sort order' },
  ticket: { 'zh-cn': '凭证', en: 'Ticket' },
  time: { 'zh-cn': '时间', en: 'Time' },
  // Anything the action has no field for: the sender's own names are never repeated.
  body: { 'zh-cn': '请求内容', en: 'The request' },
  ...catalogFieldLabels,
  ...ordersFieldLabels,
  ...customersFieldLabels,
  ...settingsFieldLabels,
  ...dashboardFieldLabels,
  ...pointsFieldLabels,
  ...gameFieldLabels,
  ...pointsConsoleFieldLabels,
  ...communityFieldLabels,
  ...communityPostFieldLabels,
  ...communityConsoleFieldLabels,
  ...authenticityFieldLabels,
  ...contentConsoleFieldLabels,
  ...hiringConsoleFieldLabels,
  ...paymentsConsoleFieldLabels,
  ...dropFieldLabels,
};

/** Where a field name means something else in one action than the labels above say. */
/** What the `id` of each action names, so a refusal about it says which record. */
const idMeanings: Record<string, [zh: string, en: string]> = {
  processInfo: ['工艺', 'Process'],
  technologyInfo: ['技术', 'Technology'],
  newsInfo: ['新闻', 'News item'],
  joinUsInfo: ['职位', 'Position'],
  joinUsQuestion: ['职位', 'Position'],
  productInfo: ['商品', 'Product'],
  myArtisanInfo: ['艺术家', 'Artist'],
  buyCarUpdate: ['购物车商品', 'Cart line'],
  userAddressInfo: ['收货地址', 'Address'],
  userAddressUpdate: ['收货地址', 'Address'],
  userAddressDelete: ['收货地址', 'Address'],
  payRemind: ['订单', 'Order'],
  orderInfo: ['订单', 'Order'],
  orderCancel: ['订单', 'Order'],
  receipt: ['订单', 'Order'],
  orderDelete: ['订单', 'Order'],
  orderAddressUpdate: ['订单', 'Order'],
  expressInfo: ['订单', 'Order'],
  groupInfo: ['社群', 'Group'],
  groupPostDelete: ['帖子', 'Post'],
  groupPostLike: ['帖子', 'Post'],
  groupCommentDelete: ['评论', 'Comment'],
  productAdminInfo: ['商品', 'Product'],
  productSave: ['商品', 'Product'],
  productPublish: ['商品', 'Product'],
  stockAdjust: ['商品', 'Product'],
  categorySave: ['分类', 'Category'],
  bannerSave: ['横幅', 'Banner'],
  bannerDelete: ['横幅', 'Banner'],
  artistSave: ['艺术家', 'Artist'],
  orderAdminInfo: ['订单', 'Order'],
  orderShip: ['订单', 'Order'],
  orderTrack: ['订单', 'Order'],
  orderRefund: ['订单', 'Order'],
  customerInfo: ['账号', 'Account'],
  customerPoints: ['账号', 'Account'],
  pointsAdjust: ['账号', 'Account'],
  customerDisable: ['账号', 'Account'],
  customerEnable: ['账号', 'Account'],
  staffRoleSet: ['账号', 'Account'],
  communityGroupInfo: ['社群', 'Group'],
  communityGroupSave: ['社群', 'Group'],
  serialBatchInfo: ['序列号批次', 'Serial batch'],
  serialBatchLabels: ['序列号批次', 'Serial batch'],
  serialBatchExport: ['序列号批次', 'Serial batch'],
  reconciliationInfo: ['对账记录', 'Reconciliation'],
  mismatchResolve: ['对账差异', 'Mismatch'],
  serialBatchRevoke: ['序列号批次', 'Serial batch'],
  orderSerialAttach: ['订单商品', 'Order line'],
  fakeReportDecide: ['仿冒举报', 'Counterfeit report'],
  positionInfo: ['职位', 'Position'],
  positionSave: ['职位', 'Position'],
  applicationInfo: ['求职申请', 'Application'],
  applicationMove: ['求职申请', 'Application'],
  dropGet: ['抽签发售', 'Drop'],
  dropSave: ['抽签发售', 'Drop'],
  dropDelete: ['抽签发售', 'Drop'],
  dropDraw: ['抽签发售', 'Drop'],
  dropExport: ['抽签发售', 'Drop'],
};

/** Fields whose meaning is the action's own. */
const ownFieldLabels: ActionLabels = {
  groupContent: { before: { 'zh-cn': '更早于', en: 'Before' } },
  auditList: {
    actor: { 'zh-cn': '操作人', en: 'Staff member' },
    target_type: { 'zh-cn': '对象类型', en: 'Record type' },
    target_id: { 'zh-cn': '对象', en: 'Record' },
    action: { 'zh-cn': '操作', en: 'Action' },
  },
  serialBatchSerials: { state: { 'zh-cn': '序列号状态', en: 'Serial state' } },
  dropList: { stage: { 'zh-cn': '抽签阶段', en: 'Drop stage' } },
  dropEntries: { state: { 'zh-cn': '报名结果', en: 'Entry result' } },
  contentSave: { publish: { 'zh-cn': '发布', en: 'Publish' } },
};

type ActionLabels = Partial<Record<string, Record<string, Record<Lang, string>>>>;

/** The tables merged action by action: each adds fields to an action, none replaces another's. */
function mergeActionLabels(...tables: ActionLabels[]): ActionLabels {
  const merged: ActionLabels = {};
  for (const table of tables) {
    for (const [action, labels] of Object.entries(table)) {
      merged[action] = { ...merged[action], ...labels };
    }
  }
  return merged;
}

const actionFieldLabels: ActionLabels = mergeActionLabels(
  Object.fromEntries(
    Object.entries(idMeanings).map(([action, [zh, en]]) => [action, { id: { 'zh-cn': zh, en } }]),
  ),
  ownFieldLabels,
  { joinUserCreate: { name: { 'zh-cn': '姓名', en: 'Name' } } },
  catalogActionFieldLabels,
  customersActionFieldLabels,
  ordersActionFieldLabels,
  communityConsoleActionFieldLabels,
  communityPostActionFieldLabels,
  authenticityActionFieldLabels,
  paymentsConsoleActionFieldLabels,
);

export function fieldLabel(name: string, lang: Lang, action?: string): string {
  const labels = { ...fieldLabels, ...(action ? actionFieldLabels[action] : undefined) };
  // A field inside a list (`answers.0.text`) is named by its list.
  return labels[name]?.[lang] ?? labels[name.split('.')[0] ?? '']?.[lang] ?? name;
}
