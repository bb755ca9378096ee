import type { Lang } from '@atelier/contract';
import type { NoticeKind } from '@atelier/contract/community-codes';
import { refusalReasonText } from '../../i18n/community';
import { dayIn } from '../../lib/time';
import type { NoticeParams } from './notices';

type Words<K extends NoticeKind> = (
  params: NoticeParams[K],
  group: string,
  timeZone: string,
) => string;

/** Each kind of notice in each language, from what was kept when it was left. */
const noticeWords: { [K in NoticeKind]: Record<Lang, Words<K>> } = {
  application_approved: {
    'zh-cn': (_, group) => `您加入「${group}」的申请已通过，欢迎！`,
    en: (_, group) => `Your application to join “${group}” was approved. Welcome!`,
  },
  application_refused: {
    'zh-cn': (p, group) =>
      `您加入「${group}」的申请未通过：${refusalReasonText(p.reason_key, p.reason, 'zh-cn')}`,
    en: (p, group) =>
      `Your application to join “${group}” was refused: ${refusalReasonText(p.reason_key, p.reason, 'en')}`,
  },
  post_hidden: {
    'zh-cn': (p, group) => `您在「${group}」的帖子「${p.excerpt}」已被管理员隐藏`,
    en: (p, group) => `Your post “${p.excerpt}” in “${group}” was hidden by a moderator`,
  },
  post_deleted: {
    'zh-cn': (p, group) => `您在「${group}」的帖子「${p.excerpt}」已被管理员删除`,
    en: (p, group) => `Your post “${p.excerpt}” in “${group}” was deleted by a moderator`,
  },
  comment_hidden: {
    'zh-cn': (p, group) => `您在「${group}」的评论「${p.excerpt}」已被管理员隐藏`,
    en: (p, group) => `Your comment “${p.excerpt}” in “${group}” was hidden by a moderator`,
  },
  comment_deleted: {
    'zh-cn': (p, group) => `您在「${group}」的评论「${p.excerpt}」已被管理员删除`,
    en: (p, group) => `Your comment “${p.excerpt}” in “${group}” was deleted by a moderator`,
  },
  post_commented: {
    'zh-cn': (p, group) => `${p.by} 评论了您在「${group}」的帖子：「${p.excerpt}」`,
    en: (p, group) => `${p.by} commented on your post in “${group}”: “${p.excerpt}”`,
  },
  banned: {
    'zh-cn': (p, group, tz) =>
      `您已被禁止在「${group}」发言，${dayIn(p.until, tz)} 起恢复` +
      (p.reason ? `。原因：${p.reason}` : ''),
    en: (p, group, tz) =>
      `You are banned from taking part in “${group}” until ${dayIn(p.until, tz)}` +
      (p.reason ? `. Reason: ${p.reason}` : ''),
  },
  convention_changed: {
    'zh-cn': (p, group) =>
      `「${group}」的社群公约已更新到第 ${p.version} 版，请阅读并同意后继续发言`,
    en: (p, group) =>
      `The convention of “${group}” is now at version ${p.version}: read and accept it to post again`,
  },
};

/** A notice worded in the reader's language; `params` is the JSON kept with it. */
export function noticeText(
  kind: NoticeKind,
  params: string,
  group: string,
  lang: Lang,
  timeZone: string,
): string {
  const words = noticeWords[kind][lang] as Words<NoticeKind>;
  return words(JSON.parse(params) as NoticeParams[NoticeKind], group, timeZone);
}
