import type { Lang } from '@atelier/contract';

/** Editing the studio's site in the console: refusals and field names. */
export const contentConsoleMessages = {
  contentNotFound: { 'zh-cn': '该内容不存在', en: 'This content does not exist' },
  contentAlreadyPublished: {
    'zh-cn': '该内容已发布，且没有待发布的草稿',
    en: 'This is already on the site and has no draft to publish',
  },
  contentNotPublished: { 'zh-cn': '该内容未发布', en: 'This is not on the site' },
  contentAlwaysOnSite: {
    'zh-cn': '该页面始终在网站上，只能修改，不能下线或删除',
    en: 'This page is always on the site: it can be changed, not taken off or deleted',
  },
  contentNoDraft: { 'zh-cn': '该内容没有草稿', en: 'There is no draft to discard' },
  'format.year': {
    'zh-cn': '{field} 须为 1900 至 2100 之间的年份',
    en: '{field} must be a year from 1900 to 2100',
  },
  'format.imageSize': {
    'zh-cn': '{field} 须为 1 至 20000 像素',
    en: '{field} must be 1 to 20000 pixels',
  },
  'format.duration': {
    'zh-cn': '{field} 须为 1 至 1440 分钟',
    en: '{field} must be 1 to 1440 minutes',
  },
  'format.time': {
    'zh-cn': '{field} 须为带时区的时间',
    en: '{field} must be a time with its offset',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export const contentConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  keys: { 'zh-cn': '排序', en: 'Order' },
  'body.title_zh': { 'zh-cn': '中文标题', en: 'Chinese title' },
  'body.title_en': { 'zh-cn': '英文标题', en: 'English title' },
  'body.name_zh': { 'zh-cn': '中文名称', en: 'Chinese name' },
  'body.name_en': { 'zh-cn': '英文名称', en: 'English name' },
  'body.year': { 'zh-cn': '年份', en: 'Year' },
  'body.founded_year': { 'zh-cn': '创立年份', en: 'Year founded' },
  'body.joined_year': { 'zh-cn': '加入年份', en: 'Year joined' },
  'body.width': { 'zh-cn': '宽度', en: 'Width' },
  'body.height': { 'zh-cn': '高度', en: 'Height' },
  'body.duration_minutes': { 'zh-cn': '时长', en: 'Duration' },
  'body.publish_at': { 'zh-cn': '发布时间', en: 'Publication time' },
  'body.url': { 'zh-cn': '链接地址', en: 'Address' },
  'body.image': { 'zh-cn': '图片', en: 'Image' },
  'body.portrait': { 'zh-cn': '肖像', en: 'Portrait' },
  'body.photo': { 'zh-cn': '照片', en: 'Photo' },
  'body.sections': { 'zh-cn': '段落', en: 'Sections' },
  'body.group': { 'zh-cn': '分组', en: 'Group' },
};
