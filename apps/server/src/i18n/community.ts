import type { Lang } from '@atelier/contract';

/** Refusals of the community's groups, joining and membership, in both languages. */
export const communityMessages = {
  groupNotFound: { 'zh-cn': '社群不存在', en: 'No such group' },
  groupNotMember: {
    'zh-cn': '加入社群后才能参与',
    en: 'Join the group to take part',
  },
  groupBanned: {
    'zh-cn': '你已被禁止在本社群发言，{until} 起恢复',
    en: 'You are banned from taking part in this group until {until}',
  },
  groupConventionChanged: {
    'zh-cn': '社群公约已更新，请先阅读并同意新版公约',
    en: 'The group’s convention has changed: please read and accept the new version first',
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
  keyword: { 'zh-cn': '关键词', en: 'Keyword' },
};
