import type { Lang } from '@atelier/contract';

/** The community console's refusals and notes, in both languages. */
export const communityConsoleMessages = {
  'format.cooldownDays': {
    'zh-cn': '{field} 须为 0-365 的整数',
    en: '{field} must be a whole number from 0 to 365',
  },
  'format.perHour': {
    'zh-cn': '{field} 须为 1-1000 的整数',
    en: '{field} must be a whole number from 1 to 1000',
  },
  'format.ids': {
    'zh-cn': '请选择 1-100 条记录',
    en: 'Choose 1 to 100 records',
  },
  'format.groupImages': {
    'zh-cn': '社群图集最多 60 张图片',
    en: 'A group’s gallery holds at most 60 images',
  },
  communityChoiceOptions: {
    'zh-cn': '第 {n} 个问题是选择题，至少需要两个选项',
    en: 'Question {n} is a choice question and needs at least two options',
  },
  communityQuestionUnknown: {
    'zh-cn': '问题或选项已不存在，请刷新后重试',
    en: 'A question or option no longer exists: reload the group and try again',
  },
  communityGateProduct: {
    'zh-cn': '所选的准入商品不存在',
    en: 'The product chosen for the ownership gate does not exist',
  },
  communityRefusalReason: {
    'zh-cn': '拒绝申请需选择一个原因或填写原因',
    en: 'Choose a reason or write one to refuse an application',
  },
  communityNotAMember: {
    'zh-cn': '该顾客不是本社群的成员',
    en: 'This customer is not a member of the group',
  },
  communityBanPast: {
    'zh-cn': '禁言截止日须晚于今天',
    en: 'The ban must end on a day after today',
  },
  communityNotBanned: {
    'zh-cn': '该成员目前没有被禁言',
    en: 'This member is not banned',
  },
  'refusalReason.answers_incomplete': {
    'zh-cn': '回答不完整',
    en: 'The answers are incomplete',
  },
  'refusalReason.not_a_fit': {
    'zh-cn': '与社群主题不符',
    en: 'Not a fit for this group',
  },
  'refusalReason.convention': {
    'zh-cn': '不符合社群公约',
    en: 'At odds with the group’s convention',
  },
  'refusalReason.duplicate_account': {
    'zh-cn': '重复账号',
    en: 'A duplicate account',
  },
  'format.questions': {
    'zh-cn': '入群问题最多 20 个',
    en: 'A group can ask at most 20 questions',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the community console's input fields, as refusals word them. */
export const communityConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  cooldown_days: { 'zh-cn': '被拒后等待天数', en: 'Days to wait after a refusal' },
  posts_per_hour: { 'zh-cn': '每小时发帖数', en: 'Posts per hour' },
  comments_per_hour: { 'zh-cn': '每小时评论数', en: 'Comments per hour' },
  decision: { 'zh-cn': '处理结果', en: 'Decision' },
  reason_key: { 'zh-cn': '拒绝原因', en: 'Refusal reason' },
  until: { 'zh-cn': '禁言截止日', en: 'Ban ends on' },
};

/** The group form's fields, whose names mean something else in the catalogue's actions. */
export const communityConsoleActionFieldLabels: Record<
  string,
  Record<string, Record<Lang, string>>
> = {
  communityApplicationDecide: { ids: { 'zh-cn': '申请', en: 'Applications' } },
  communityReportDecide: { ids: { 'zh-cn': '举报', en: 'Reports' } },
  communityGroupSave: {
    gate_kind: { 'zh-cn': '加入方式', en: 'How to join' },
    name_zh: { 'zh-cn': '中文名称', en: 'Name (Chinese)' },
    name_en: { 'zh-cn': '英文名称', en: 'Name (English)' },
    description_zh: { 'zh-cn': '中文简介', en: 'Description (Chinese)' },
    description_en: { 'zh-cn': '英文简介', en: 'Description (English)' },
    convention_zh: { 'zh-cn': '中文公约', en: 'Convention (Chinese)' },
    convention_en: { 'zh-cn': '英文公约', en: 'Convention (English)' },
    cover: { 'zh-cn': '封面', en: 'Cover' },
    gate_product_id: { 'zh-cn': '准入商品', en: 'Gate product' },
    questions: { 'zh-cn': '入群问题', en: 'Questions' },
    images: { 'zh-cn': '图集', en: 'Gallery' },
    title_zh: { 'zh-cn': '中文问题', en: 'Question (Chinese)' },
    label_zh: { 'zh-cn': '中文选项', en: 'Option (Chinese)' },
  },
};
