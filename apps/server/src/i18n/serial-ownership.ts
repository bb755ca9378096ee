import type { Lang } from '@atelier/contract';

/** Owners' transfers of their serials and customers' reports of fakes. */
export const serialOwnershipMessages = {
  serialCodeMistyped: {
    'zh-cn': '序列号有误，请核对后重新输入',
    en: 'This serial is mistyped: check the code and enter it again',
  },
  serialNotYours: {
    'zh-cn': '序列号 {code} 不在你的名下',
    en: 'Serial {code} is not registered to you',
  },
  serialTransferRevoked: {
    'zh-cn': '该序列号所在批次已作废，不能转让',
    en: 'This serial’s batch has been revoked: it cannot be transferred',
  },
  serialTransferUnknown: {
    'zh-cn': '序列号 {code} 没有可接收的转让',
    en: 'Serial {code} has no transfer to receive',
  },
  serialTransferToSelf: {
    'zh-cn': '这件藏品已在你的名下',
    en: 'This serial is already registered to you',
  },
  serialTransferNone: {
    'zh-cn': '该序列号没有有效的转让码，请让持有人重新生成',
    en: 'This serial has no transfer code outstanding: ask its owner for a new one',
  },
  serialTransferExpired: {
    'zh-cn': '转让码已过期（有效期 10 分钟），请让持有人重新生成',
    en: 'The transfer code has expired (it lasts 10 minutes): ask the owner for a new one',
  },
  serialTransferWrong: {
    'zh-cn': '转让码不正确，还可尝试 {left} 次',
    en: 'The transfer code is wrong: {left} tries left',
  },
  serialTransferVoided: {
    'zh-cn': '转让码错误次数过多，已失效，请让持有人重新生成',
    en: 'Too many wrong tries: the transfer code is void; ask the owner for a new one',
  },
  fakeReportImageNotYours: {
    'zh-cn': '只能附上你自己上传的照片',
    en: 'Only photos you uploaded can be attached',
  },
  fakeReportDailyLimit: {
    'zh-cn': '每天最多提交 {max} 份举报，请明天再试',
    en: 'At most {max} reports a day: please try again tomorrow',
  },
  fakeReportNotFound: { 'zh-cn': '没有这份举报', en: 'No such report' },
  fakeReportDecided: {
    'zh-cn': '这份举报已经处理过了',
    en: 'This report has already been decided',
  },
} as const satisfies Record<string, Record<Lang, string>>;
