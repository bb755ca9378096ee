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
  'format.reportNote': {
    'zh-cn': '补充说明最多 200 个字',
    en: 'The note can be at most 200 characters',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of their input fields, as refusals word them. */
export const communityPostFieldLabels: Record<string, Record<Lang, string>> = {
  post_id: { 'zh-cn': '帖子', en: 'Post' },
  comment_id: { 'zh-cn': '评论', en: 'Comment' },
  images: { 'zh-cn': '图片', en: 'Images' },
  note: { 'zh-cn': '补充说明', en: 'Note' },
};
