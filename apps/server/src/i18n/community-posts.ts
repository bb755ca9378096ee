import type { Lang } from '@atelier/contract';

/** Refusals of members' posts, comments, likes and reports, in both languages. */
export const communityPostMessages = {
  'format.postText': {
    'zh-cn': '帖子内容为 1-2000 个字',
    en: 'A post is 1 to 2000 characters',
  },
  'format.postImages': {
    'zh-cn': '一条帖子最多 9 张图片',
    en: 'A post can have at most 9 images',
  },
  'format.commentText': {
    'zh-cn': '评论为 1-500 个字',
    en: 'A comment is 1 to 500 characters',
  },
  groupPostNotFound: {
    'zh-cn': '帖子不存在或已被删除',
    en: 'This post does not exist or has been deleted',
  },
  groupPostNotYours: {
    'zh-cn': '只能删除自己的帖子',
    en: 'You can only delete your own posts',
  },
  groupCommentNotFound: {
    'zh-cn': '评论不存在或已被删除',
    en: 'This comment does not exist or has been deleted',
  },
  groupCommentNotYours: {
    'zh-cn': '只能删除自己的评论',
    en: 'You can only delete your own comments',
  },
  groupPostImageNotYours: {
    'zh-cn': '帖子图片须为您本人上传的图片，请重新上传',
    en: 'Post images must be ones you uploaded: please upload them again',
  },
  groupPostRateLimited: {
    'zh-cn': '每小时最多发 {limit} 条帖子，{time} 后可再发',
    en: 'You can post {limit} times an hour: you can post again after {time}',
  },
  groupCommentRateLimited: {
    'zh-cn': '每小时最多发 {limit} 条评论，{time} 后可再评论',
    en: 'You can comment {limit} times an hour: you can comment again after {time}',
  },
  groupReportTwice: {
    'zh-cn': '您已经举报过这条内容，管理员会尽快处理',
    en: 'You have already reported this; the moderators will look at it soon',
  },
  groupReportOwn: {
    'zh-cn': '不能举报自己发布的内容',
    en: 'You cannot report what you wrote yourself',
  },
  'format.reportNote': {
    'zh-cn': '补充说明最多 200 个字',
    en: 'The note can be at most 200 characters',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of their input fields, as refusals word them. */
export const communityPostFieldLabels: Record<string, Record<Lang, string>> = {
  post_id: { 'zh-cn': '帖子', en: 'Post' },
  comment_id: { 'zh-cn': '评论', en: 'Comment' },
  note: { 'zh-cn': '补充说明', en: 'Note' },
};

/** Where a field name means something else in the catalogue's actions. */
export const communityPostActionFieldLabels: Record<
  string,
  Record<string, Record<Lang, string>>
> = {
  groupPostCreate: { images: { 'zh-cn': '图片', en: 'Images' } },
};
