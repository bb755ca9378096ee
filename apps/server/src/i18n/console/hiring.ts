import type { Lang } from '@atelier/contract';

/** Job postings and the applications inbox in the console: refusals, names and CSV headers. */
export const hiringConsoleMessages = {
  applicationNotFound: { 'zh-cn': '该投递不存在', en: 'This application does not exist' },
  positionNotFound: { 'zh-cn': '该职位不存在', en: 'This position does not exist' },
  resumeNotFound: {
    'zh-cn': '该投递没有附上简历',
    en: 'This application has no résumé',
  },
  questionTextHasOptions: {
    'zh-cn': '第 {n} 题是问答题，不能有选项',
    en: 'Question {n} is a text question and cannot have options',
  },
  questionNeedsOptions: {
    'zh-cn': '第 {n} 题是选择题，至少需要两个选项',
    en: 'Question {n} is a choice question and needs at least two options',
  },
  questionNotInPosition: {
    'zh-cn': '问卷中有不属于该职位的问题或选项，请刷新后重试',
    en: 'The questionnaire names a question or option this position does not have; reload and try again',
  },
  applicationMovedMeanwhile: {
    'zh-cn': '该投递的状态已被他人更改，请刷新后重试',
    en: 'Someone else has moved this application meanwhile; reload and try again',
  },
  applicationMoveNotAllowed: {
    'zh-cn': '投递不能从「{from}」改为「{to}」',
    en: 'An application cannot move from “{from}” to “{to}”',
  },
  'format.headcount': {
    'zh-cn': '{field} 须为 1 至 999 之间的整数',
    en: '{field} must be a whole number from 1 to 999',
  },
  'applicationStatus.new': { 'zh-cn': '新投递', en: 'New' },
  'applicationStatus.reviewing': { 'zh-cn': '筛选中', en: 'Reviewing' },
  'applicationStatus.interview': { 'zh-cn': '面试', en: 'Interview' },
  'applicationStatus.declined': { 'zh-cn': '已婉拒', en: 'Declined' },
  'applicationStatus.hired': { 'zh-cn': '已录用', en: 'Hired' },
  'applicationExport.id': { 'zh-cn': '编号', en: 'No.' },
  'applicationExport.position': { 'zh-cn': '职位', en: 'Position' },
  'applicationExport.name': { 'zh-cn': '姓名', en: 'Name' },
  'applicationExport.mobile': { 'zh-cn': '手机号', en: 'Mobile' },
  'applicationExport.email': { 'zh-cn': '邮箱', en: 'Email' },
  'applicationExport.status': { 'zh-cn': '状态', en: 'Status' },
  'applicationExport.resume': { 'zh-cn': '简历', en: 'Résumé' },
  'applicationExport.created_at': { 'zh-cn': '投递时间', en: 'Applied at' },
  'applicationExport.yes': { 'zh-cn': '有', en: 'Yes' },
  'applicationExport.no': { 'zh-cn': '无', en: 'No' },
} as const satisfies Record<string, Record<Lang, string>>;

const field = (zh: string, en: string) => ({ 'zh-cn': zh, en });

export const hiringConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  'body.title_zh': field('职位名称（中文）', 'Title (Chinese)'),
  'body.title_en': field('职位名称（英文）', 'Title (English)'),
  'body.department_zh': field('部门（中文）', 'Department (Chinese)'),
  'body.department_en': field('部门（英文）', 'Department (English)'),
  'body.city_zh': field('城市（中文）', 'City (Chinese)'),
  'body.city_en': field('城市（英文）', 'City (English)'),
  'body.summary_zh': field('简介（中文）', 'Summary (Chinese)'),
  'body.summary_en': field('简介（英文）', 'Summary (English)'),
  'body.headcount': field('招聘人数', 'Headcount'),
  'body.kind': field('职位类型', 'Kind'),
  'body.status': field('状态', 'Status'),
  'body.questions': field('问卷', 'Questionnaire'),
};
