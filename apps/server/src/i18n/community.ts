import type { Lang } from '@atelier/contract';
import type { RefusalReason } from '@atelier/contract/community-codes';

/** Refusals of the community's groups, joining and membership, in both languages. */
export const communityMessages = {
  groupNotFound: { 'zh-cn': '社群不存在', en: 'No such group' },
  groupNotMember: {
    'zh-cn': '加入社群后才能参与',
    en: 'Join the group to take part',
  },
  groupBanned: {
    'zh-cn': '您已被禁止在本社群发言，{until} 起恢复',
    en: 'You are banned from taking part in this group until {until}',
  },
  groupConventionChanged: {
    'zh-cn': '社群公约已更新，请先阅读并同意新版公约',
    en: 'The group’s convention has changed: please read and accept the new version first',
  },
  groupClosed: {
    'zh-cn': '该社群暂不接受新成员',
    en: 'This group is not taking new members',
  },
  groupAlreadyMember: { 'zh-cn': '您已是该社群成员', en: 'You are already a member of this group' },
  groupApplicationPending: {
    'zh-cn': '您的入群申请正在审核中，请耐心等待',
    en: 'Your application to this group is waiting for a decision',
  },
  groupCooldown: {
    'zh-cn': '申请未通过后需等待一段时间，{until} 后可再次申请',
    en: 'After a refusal you can apply again from {until}',
  },
  groupConventionStale: {
    'zh-cn': '社群公约刚刚更新，请重新阅读后再提交',
    en: 'The convention has just changed: please read it again before sending',
  },
  groupConventionVersion: {
    'zh-cn': '只能同意社群当前版本的公约，请刷新页面',
    en: 'Only the current version of the convention can be accepted: please reload the page',
  },
  groupBannedApply: {
    'zh-cn': '您已被禁止在本社群发言，{until} 起恢复',
    en: 'You are banned from this group until {until}',
  },
  'format.agree': {
    'zh-cn': '请阅读并勾选同意社区公约',
    en: 'Please read the community convention and tick “I agree”',
  },
  'format.keyword': {
    'zh-cn': '{field} 最多 40 个字',
    en: '{field} can be at most 40 characters',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the community's input fields, as refusals word them. */
export const communityFieldLabels: Record<string, Record<Lang, string>> = {
  group_id: { 'zh-cn': '社群', en: 'Group' },
  agree: { 'zh-cn': '同意社区公约', en: 'Agreement to the convention' },
  convention_version: { 'zh-cn': '公约版本', en: 'Convention version' },
};

/** The preset refusal reasons as the applicant reads them. */
const refusalReasons: Record<RefusalReason, Record<Lang, string>> = {
  answers_incomplete: {
    'zh-cn': '入群问题的回答不够完整',
    en: 'The answers to the questions were incomplete',
  },
  not_a_fit: { 'zh-cn': '与本社群的主题不太契合', en: 'Not a fit for this group’s theme' },
  convention: {
    'zh-cn': '与社群公约的要求不符',
    en: 'Does not meet what the convention asks',
  },
  duplicate_account: {
    'zh-cn': '已有其他账号在本社群中',
    en: 'Another account of yours is already in this group',
  },
};

/**
 * Why an application was refused: staff's own words when they wrote some (as the console shows
 * them), otherwise the preset reason in the reader's language.
 */
export function refusalReasonText(key: string | null, reason: string, lang: Lang): string {
  if (reason !== '') return reason;
  return key && key in refusalReasons ? refusalReasons[key as RefusalReason][lang] : '';
}
