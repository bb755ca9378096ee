import type { Lang } from '@atelier/contract';

/** The customers console's refusals and notes, in both languages. */
export const customersMessages = {
  customerNotFound: { 'zh-cn': '该账号不存在', en: 'This account does not exist' },
  pointsTooFew: {
    'zh-cn': '该客户只有 {points} 积分，不能扣减 {amount} 积分',
    en: 'The customer has only {points} points; {amount} cannot be taken',
  },
  accountDisabled: {
    'zh-cn': '该账号已被停用，如有疑问请联系客服',
    en: 'This account has been disabled; please contact us if you think this is a mistake',
  },
  alreadyDisabled: { 'zh-cn': '该账号已是停用状态', en: 'This account is already disabled' },
  alreadyEnabled: { 'zh-cn': '该账号未被停用', en: 'This account is not disabled' },
  disableSelf: { 'zh-cn': '不能停用自己的账号', en: 'You cannot disable your own account' },
  staffTarget: {
    'zh-cn': '只有管理员可以操作员工账号',
    en: 'Only an administrator may act on a staff account',
  },
  lastAdmin: {
    'zh-cn': '至少要保留一位可登录的管理员',
    en: 'The studio must keep at least one active administrator',
  },
  roleUnchanged: { 'zh-cn': '该账号已是此角色', en: 'This account already has this role' },
  'format.pointsDelta': {
    'zh-cn': '调整积分须为 -1000000 至 1000000 之间的非零整数',
    en: 'The points change must be a non-zero whole number from -1000000 to 1000000',
  },
  'format.staffReason': {
    'zh-cn': '请填写原因（1-200 个字符）',
    en: 'Please give a reason (1-200 characters)',
  },
  'format.role': {
    'zh-cn': '角色须为管理员、运营、编辑或普通用户',
    en: 'The role must be admin, operator, editor or user',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the customers console's input fields, as refusals word them. */
export const customersFieldLabels: Record<string, Record<Lang, string>> = {
  reason: { 'zh-cn': '原因', en: 'Reason' },
  role: { 'zh-cn': '角色', en: 'Role' },
};

/** Labels that differ by action: `delta` is a change of stock here, of points elsewhere. */
export const customersActionFieldLabels: Record<string, Record<string, Record<Lang, string>>> = {
  pointsAdjust: { delta: { 'zh-cn': '调整积分', en: 'Points change' } },
};
