import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  COMMENT_TEXT_MAX,
  CONTENT_STATUSES,
  GATE_KINDS,
  GROUP_KEYWORD_MAX,
  MEMBER_STATES,
  NOTICE_KINDS,
  POST_IMAGES_MAX,
  POST_TEXT_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from '../community-codes';
import { empty, flag, id, integer, isoTime, pageInput, pageOf } from '../fields';
import { askedQuestion, questionnaireAnswers } from '../questionnaire';

/** A member as others see them: nickname and avatar, never the mobile. */
export const communityPerson = z.object({
  user_id: id,
  nickname: z.string(),
  avatar: z.string(),
  verified_collector: z
    .boolean()
    .describe('Owns a shipped serial of a live batch: a verified collector'),
});

/** A group as lists show it; texts in the request's language. */
export const groupCard = z.object({
  id,
  name: z.string(),
  summary: z.string().describe('The description, plain text, cut to a line or two'),
  cover: z.string(),
  member_count: z.number().int(),
  post_count: z.number().int(),
  last_activity_at: isoTime.nullable().describe('The newest visible post, or null'),
  gated: z.boolean().describe('Owners of the gate product are admitted at once'),
  open: z.boolean().describe('False: closed to new applications'),
});

/** Where the caller stands in a group. */
export const myGroupState = z.object({
  state: z.enum(MEMBER_STATES),
  joined_at: isoTime.nullable(),
  accepted_version: z.number().int().nullable().describe('The convention version they accepted'),
  must_accept: z
    .boolean()
    .describe('A member who has not accepted the current convention, and cannot post until then'),
  banned_until: isoTime.nullable(),
  ban_reason: z.string(),
  cooldown_until: isoTime.nullable().describe('After a refusal: no new application before this'),
  refusal_reason: z.string().describe('The last refusal’s reason, or empty'),
});

const convention = z.object({
  version: z.number().int(),
  text: z.string().describe('Plain text; paragraphs separated by blank lines'),
  updated_at: isoTime,
});

export const group = {
  summary: 'Community groups, busiest first, paged; a keyword searches names and descriptions',
  input: pageInput.extend({
    keyword: z.string().trim().max(GROUP_KEYWORD_MAX, { error: 'format.keyword' }).optional(),
  }),
  output: pageOf(groupCard),
};

export const groupInfo = {
  summary:
    'One group: description, convention, gate, a few members, and where the caller stands ' +
    '(null when signed out)',
  input: z.object({ id }),
  output: groupCard.extend({
    description: z.string().describe('Plain text'),
    convention,
    gate_product: z.object({ id, name: z.string(), cover: z.string() }).nullable(),
    gate_kind: z
      .enum(GATE_KINDS)
      .describe('Owners of the gate product by a completed order, or by a shipped serial'),
    question_count: z.number().int(),
    image_count: z.number().int(),
    members: z.array(communityPerson.extend({ joined_at: isoTime })).describe('The newest 12'),
    me: myGroupState.nullable(),
  }),
};

export const groupMembers = {
  summary: 'A group’s members, newest first, paged',
  input: pageInput.extend({ group_id: id }),
  output: pageOf(communityPerson.extend({ joined_at: isoTime })),
};

export const groupImage = {
  summary: 'A group’s image gallery, in the studio’s order, paged',
  input: pageInput.extend({ group_id: id }),
  output: pageOf(z.object({ id, url: z.string(), caption: z.string() })),
};

export const groupQuestion = {
  summary: 'What joining a group asks: its questions in order and the convention to agree to',
  input: z.object({ group_id: id }),
  output: z.object({
    group_id: id,
    convention,
    questions: z.array(askedQuestion),
  }),
};

export const groupJoinCreate = {
  summary:
    'Applies to join a group: the convention must be agreed to and required questions answered. ' +
    'Approved at once when the group is gated on a product the caller has received (or, for a ' +
    'serial gate, owns a shipped serial of)',
  input: z.object({
    group_id: id,
    agree: z.literal(true, { error: 'format.agree' }),
    convention_version: integer({ min: 1, max: 1_000_000, error: 'format.id' })
      .optional()
      .describe('The version the applicant read; an older one is refused'),
    answers: questionnaireAnswers.default([]),
  }),
  output: z.object({ id, group_id: id, status: z.enum(APPLICATION_STATUSES), created_at: isoTime }),
};

export const groupConventionAccept = {
  summary: 'A member accepts the group’s current convention (needed to post after it changes)',
  input: z.object({
    group_id: id,
    version: integer({ min: 1, max: 1_000_000, error: 'format.id' }),
  }),
  output: z.object({ group_id: id, accepted_version: z.number().int() }),
};

/** A member's post; `images` are URLs from `upload`. */
export const post = z.object({
  id,
  group_id: id,
  author: communityPerson,
  text: z.string().describe('Plain text: never rendered as HTML; links are made clickable'),
  images: z.array(z.string()),
  like_count: z.number().int(),
  comment_count: z.number().int(),
  liked: z.boolean().describe('By the caller'),
  mine: z.boolean(),
  created_at: isoTime,
});

export const groupContent = {
  summary: 'A group’s visible posts, newest first, paged',
  input: pageInput.extend({
    group_id: id,
    before: id
      .optional()
      .describe(
        'Continue after this post (the last one shown): the posts older than it, `limit` of ' +
          'them, as fast at any depth; `page` is then ignored',
      ),
  }),
  output: pageOf(post),
};

const postText = z
  .string()
  .trim()
  .min(1, { error: 'format.postText' })
  .max(POST_TEXT_MAX, { error: 'format.postText' });

export const groupPostCreate = {
  summary:
    'A member posts text with up to 9 images they uploaded; limited per hour (community settings)',
  input: z.object({
    group_id: id,
    text: postText,
    images: z
      .array(z.string().min(1).max(256))
      .max(POST_IMAGES_MAX, { error: 'format.postImages' })
      .default([]),
  }),
  output: post,
};

export const groupPostDelete = {
  summary: 'The author deletes their own post',
  input: z.object({ id }),
  output: empty,
};

export const groupPostLike = {
  summary: 'A member likes a post, or takes the like back',
  input: z.object({ id, liked: flag }),
  output: z.object({ id, liked: z.boolean(), like_count: z.number().int() }),
};

export const comment = z.object({
  id,
  post_id: id,
  author: communityPerson,
  text: z.string().describe('Plain text'),
  mine: z.boolean(),
  created_at: isoTime,
});

export const groupComments = {
  summary: 'A post’s visible comments, oldest first, paged',
  input: pageInput.extend({ post_id: id }),
  output: pageOf(comment),
};

export const groupCommentCreate = {
  summary: 'A member comments on a post; limited per hour (community settings)',
  input: z.object({
    post_id: id,
    text: z
      .string()
      .trim()
      .min(1, { error: 'format.commentText' })
      .max(COMMENT_TEXT_MAX, { error: 'format.commentText' }),
  }),
  output: comment,
};

export const groupCommentDelete = {
  summary: 'The author deletes their own comment',
  input: z.object({ id }),
  output: empty,
};

export const groupReport = {
  summary: 'A member reports a post, or one of its comments, to the moderators (once each)',
  input: z.object({
    post_id: id,
    comment_id: id.optional(),
    reason: z.enum(REPORT_REASONS),
    note: z.string().trim().max(REPORT_NOTE_MAX, { error: 'format.reportNote' }).default(''),
  }),
  output: z.object({ id }),
};

export const myGroups = {
  summary: 'The groups I belong to, newest membership first',
  input: pageInput,
  output: pageOf(
    groupCard.extend({
      joined_at: isoTime,
      must_accept: z.boolean(),
      banned_until: isoTime.nullable(),
    }),
  ),
};

export const myGroupApplications = {
  summary: 'My join applications, newest first, with their outcome and reason',
  input: pageInput,
  output: pageOf(
    z.object({
      id,
      group: z.object({ id, name: z.string(), cover: z.string() }),
      status: z.enum(APPLICATION_STATUSES),
      reason: z.string().describe('Why it was refused, in the request’s language, or empty'),
      created_at: isoTime,
      decided_at: isoTime.nullable(),
      cooldown_until: isoTime.nullable(),
    }),
  ),
};

export const myGroupPosts = {
  summary: 'My posts in every group, newest first, hidden ones included (marked)',
  input: pageInput,
  output: pageOf(post.extend({ group_name: z.string(), status: z.enum(CONTENT_STATUSES) })),
};

export const communityNotices = {
  summary: 'My community notices, newest first, worded in the request’s language',
  input: pageInput,
  output: pageOf(
    z.object({
      id,
      kind: z.enum(NOTICE_KINDS),
      group: z.object({ id, name: z.string() }).nullable(),
      text: z.string(),
      read: z.boolean(),
      created_at: isoTime,
    }),
  ).extend({ unread: z.number().int() }),
};

export const communityNoticeRead = {
  summary: 'Marks my notices read: the given ones, or all',
  input: z.object({ ids: z.array(id).max(100).optional() }),
  output: z.object({ unread: z.number().int() }),
};

export const communityUnread = {
  summary: 'How many of my community notices are unread (the header’s badge)',
  input: empty,
  output: z.object({ unread: z.number().int() }),
};
