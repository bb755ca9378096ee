import type { Lang } from '@atelier/contract';

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
  bodyTooLarge: { 'zh-cn': '请求内容过大', en: 'The request is too large' },
  badRequest: { 'zh-cn': '请求格式有误', en: 'The request is malformed' },
  fieldRequired: { 'zh-cn': '{field} 不能为空', en: '{field} is required' },
  fieldInvalid: { 'zh-cn': '{field} 无效：{reason}', en: '{field} is invalid: {reason}' },

  // Field formats (the contract's `format.*` keys)
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
    'zh-cn': '该账号不是管理员，请使用用户登录',
    en: 'This account is not an administrator; please use the user tab',
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
  uploadNotYours: {
    'zh-cn': '请先上传图片，再设为头像',
    en: 'Please upload the picture first, then make it your avatar',
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
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
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
};

export function fieldLabel(name: string, lang: Lang): string {
  return fieldLabels[name]?.[lang] ?? name;
}
