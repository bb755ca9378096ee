import type { Lang } from '@atelier/contract';

/** Download my data, cancelling an account, and the retention behind them: refusals and names. */
export const privacyMessages = {
  'format.proofOne': {
    'zh-cn': '请输入登录密码或短信验证码（二选一）',
    en: 'Enter either your password or an SMS code',
  },
  'format.nicknameReserved': {
    'zh-cn': '该昵称不可使用',
    en: 'This nickname cannot be used',
  },
  accountCancelPending: {
    'zh-cn': '该账号已申请注销，将于 {date} 删除全部个人信息。如需继续使用，请恢复账号',
    en: 'This account was cancelled: its personal data will be erased on {date}. Restore the account to keep using it',
  },
  accountErased: {
    'zh-cn': '该账号已注销，无法登录',
    en: 'This account has been cancelled and can no longer sign in',
  },
  cancelBlockedByOrders: {
    'zh-cn': '以下订单尚未完成，请在订单完成或取消后再注销账号：{orders}',
    en: 'These orders are not finished yet; cancel your account once they are completed or cancelled: {orders}',
  },
  cancelStaffAccount: {
    'zh-cn': '员工账号不能自行注销，请联系管理员',
    en: 'A staff account cannot be cancelled by its holder; ask an administrator',
  },
  cancelAlreadyRequested: {
    'zh-cn': '该账号已申请注销',
    en: 'This account has already been cancelled',
  },
  cancelNoPhone: {
    'zh-cn': '该账号没有绑定手机号，无法验证身份',
    en: 'This account has no phone number to confirm it is you',
  },
} as const satisfies Record<string, Record<Lang, string>>;
