import type { Lang } from '@atelier/contract';

/** Owners' transfers of their serials and customers' reports of fakes. */
export const serialOwnershipMessages = {
  serialCodeMistyped: {
    'zh-cn': '序列号有误，请核对后重新输入',
    en: 'This serial is mistyped: check the code and enter it again',
  },
  serialNotYours: {
    'zh-cn': '该序列号不在您的名下',
    en: 'This serial is not registered to you',
  },
  serialTransferRevoked: {
    'zh-cn': '该序列号所在批次已作废，不能转让',
    en: 'This serial’s batch has been revoked: it cannot be transferred',
  },
  // One answer for every reason a transfer cannot be received, so none tells a serial exists.
  serialTransferRefused: {
    'zh-cn':
      '无法用这个序列号和转让码接收转让：请核对两者，或请持有人重新生成转让码（有效期 10 分钟，最多可试 5 次）',
    en: 'No transfer can be received with this serial and transfer code: check both, or ask the owner for a new code (it lasts 10 minutes and allows 5 tries)',
  },
  serialTransferToSelf: {
    'zh-cn': '这件藏品已在您的名下',
    en: 'This serial is already registered to you',
  },
  fakeReportImageNotYours: {
    'zh-cn': '只能附上您自己上传的照片',
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
