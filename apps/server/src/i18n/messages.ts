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
} as const satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof messages;
export type MessageParams = Record<string, string | number>;

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  return messages[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
