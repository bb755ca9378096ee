import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  BAN_REASON_MAX,
  CONTENT_STATUSES,
  CONVENTION_MAX,
  GATE_KINDS,
  GROUP_DESCRIPTION_MAX,
  GROUP_IMAGES_MAX,
  GROUP_KEYWORD_MAX,
  GROUP_NAME_MAX,
  GROUP_QUESTIONS_MAX,
  GROUP_STATUSES,
  REFUSAL_REASONS,
  REFUSAL_TEXT_MAX,
  REPORT_DECISIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
} from '../community-codes';
import { day, empty, id, integer, isoTime, pageInput, pageOf, webAddress } from '../fields';
import { questionnaireQuestion, storedQuestionnaireQuestion } from '../questionnaire';
import type { ActionSchema } from '../registry';

const text = (max: number) => z.string().trim().max(max, { error: 'format.tooLong' }).default('');
const required = (max: number) =>
  z.string().trim().min(1, { error: 'format.required' }).max(max, { error: 'format.tooLong' });

/** Someone in the console's lists: the mobile is masked even for staff. */
const person = z.object({
  user_id: id,
  nickname: z.string(),
  mobile: z.string().describe('Masked: 138****8000'),
});
const groupRef = z.object({ id, name: z.string() });

const groupRow = z.object({
  id,
  name_zh: z.string(),
  name_en: z.string(),
  cover: z.string(),
  status: z.enum(GROUP_STATUSES),
  sort: z.number().int(),
  member_count: z.number().int(),
  post_count: z.number().int(),
  pending_count: z.number().int().describe('Applications waiting for a decision'),
  open_reports: z.number().int(),
  convention_version: z.number().int(),
  gate_product_id: id.nullable(),
  missing_english: z.array(z.string()),
  updated_at: isoTime,
});

const question = questionnaireQuestion(60);
const image = z.object({
  id: id.optional(),
  url: webAddress,
  caption_zh: text(100),
  caption_en: text(100),
});

/** A group as staff edit it; the convention becomes a new version when its text changes. */
const groupForm = z.object({
  name_zh: required(GROUP_NAME_MAX),
  name_en: text(GROUP_NAME_MAX),
  description_zh: required(GROUP_DESCRIPTION_MAX),
  description_en: text(GROUP_DESCRIPTION_MAX),
  cover: webAddress,
  convention_zh: required(CONVENTION_MAX),
  convention_en: text(CONVENTION_MAX),
  status: z.enum(GROUP_STATUSES).default('open'),
  sort: integer({ min: 0, max: 1_000_000, error: 'format.sort' }).default(0),
  gate_product_id: id.nullable().default(null).describe('Owners of this product join at once'),
  gate_kind: z
    .enum(GATE_KINDS)
    .default('order')
    .describe('Owners by a completed order of the gate product, or by a shipped serial of it'),
  questions: z.array(question).max(GROUP_QUESTIONS_MAX, { error: 'format.questions' }).default([]),
  images: z.array(image).max(GROUP_IMAGES_MAX, { error: 'format.groupImages' }).default([]),
});

const groupDetail = groupForm.extend({
  id,
  convention_version: z.number().int(),
  convention_updated_at: isoTime,
  gate_product: z.object({ id, name: z.string() }).nullable(),
  questions: z.array(storedQuestionnaireQuestion(60)),
  images: z.array(image.extend({ id })),
  member_count: z.number().int(),
  missing_english: z.array(z.string()),
  created_at: isoTime,
  updated_at: isoTime,
});

const answer = z.object({ question: z.string(), answer: z.string() });

const applicationRow = z.object({
  id,
  group: groupRef,
  applicant: person,
  answers: z.array(answer).describe('In the request’s language where the question has one'),
  convention_version: z.number().int(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string(),
  decided_by: z.string().describe('The staff member’s name, or empty'),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});

const reportRow = z.object({
  id,
  group: groupRef,
  post: z.object({
    id,
    author: person,
    text: z.string(),
    images: z.array(z.string()),
    status: z.enum(CONTENT_STATUSES),
  }),
  comment: z
    .object({ id, author: person, text: z.string(), status: z.enum(CONTENT_STATUSES) })
    .nullable()
    .describe('Set when the report is about a comment of the post'),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  reporter: person,
  reports_of_same: z.number().int().describe('Open reports of the same post or comment'),
  status: z.enum(REPORT_STATUSES),
  decided_by: z.string(),
  created_at: isoTime,
  decided_at: isoTime.nullable(),
});

const banRow = z.object({
  group: groupRef,
  member: person,
  until: isoTime.describe('The ban ends at the start of this day'),
  reason: z.string(),
  banned_by: z.string(),
  created_at: isoTime,
});

const memberRow = person.extend({
  joined_at: isoTime,
  accepted_version: z.number().int(),
  post_count: z.number().int(),
  banned_until: isoTime.nullable(),
});

const settings = z.object({
  cooldown_days: integer({ min: 0, max: 365, error: 'format.cooldownDays' }),
  posts_per_hour: integer({ min: 1, max: 1000, error: 'format.perHour' }),
  comments_per_hour: integer({ min: 1, max: 1000, error: 'format.perHour' }),
});

const decided = z.object({
  decided: z.number().int().describe('How many changed'),
  skipped: z.number().int().describe('Already decided by someone else'),
});

export const communityConsoleSchemas = {
  communityGroupList: {
    summary: 'Every group with its waiting applications and open reports, searched and paged',
    input: pageInput.extend({
      keyword: z.string().trim().max(GROUP_KEYWORD_MAX).optional(),
    }),
    output: pageOf(groupRow),
  },
  communityGroupInfo: {
    summary: 'A group in full, as its form edits it',
    input: z.object({ id }),
    output: groupDetail,
  },
  communityGroupSave: {
    summary:
      'Creates a group (without `id`) or saves one: texts in both languages, convention (a new ' +
      'version when its text changes; members accept it before posting again), questions, ' +
      'images, ownership gate',
    input: groupForm.extend({ id: id.optional() }),
    output: groupDetail,
  },
  communityApplicationList: {
    summary: 'Join applications, oldest waiting first, by status and group',
    input: pageInput.extend({
      status: z.enum(APPLICATION_STATUSES).default('pending'),
      group_id: id.optional(),
    }),
    output: pageOf(applicationRow),
  },
  communityApplicationDecide: {
    summary:
      'Approves or refuses applications at once; a refusal needs a preset reason or the ' +
      'staff member’s own, and starts the cooldown. Each applicant gets a notice',
    input: z.object({
      ids: z.array(id).min(1, { error: 'format.ids' }).max(100, { error: 'format.ids' }),
      decision: z.enum(['approve', 'refuse']),
      reason_key: z.enum(REFUSAL_REASONS).optional(),
      reason: text(REFUSAL_TEXT_MAX),
    }),
    output: decided,
  },
  communityReportList: {
    summary: 'Reports of posts and comments, oldest open first, by status and group',
    input: pageInput.extend({
      status: z.enum(REPORT_STATUSES).default('open'),
      group_id: id.optional(),
    }),
    output: pageOf(reportRow),
  },
  communityReportDecide: {
    summary:
      'Hides or deletes what reports name (its author gets a notice), or dismisses them; ' +
      'every open report of the same post or comment closes with it',
    input: z.object({
      ids: z.array(id).min(1, { error: 'format.ids' }).max(100, { error: 'format.ids' }),
      decision: z.enum(REPORT_DECISIONS),
    }),
    output: decided,
  },
  communityMemberList: {
    summary: 'A group’s members, newest first, searched by nickname or mobile',
    input: pageInput.extend({
      group_id: id,
      keyword: z.string().trim().max(GROUP_KEYWORD_MAX).optional(),
    }),
    output: pageOf(memberRow),
  },
  communityBanList: {
    summary: 'Members banned now, soonest end first, of one group or all',
    input: pageInput.extend({ group_id: id.optional() }),
    output: pageOf(banRow),
  },
  communityBan: {
    summary:
      'Bans a member from a group until a day (they keep reading, cannot post, comment, like ' +
      'or report); they get a notice',
    input: z.object({
      group_id: id,
      user_id: id,
      until: day.describe('The first day they may take part again, in the shop’s time zone'),
      reason: required(BAN_REASON_MAX),
    }),
    output: banRow,
  },
  communityUnban: {
    summary: 'Ends a ban early',
    input: z.object({ group_id: id, user_id: id }),
    output: empty,
  },
  communitySettingsInfo: {
    summary: 'The community’s settings: cooldown after a refusal, posts and comments per hour',
    input: empty,
    output: settings,
  },
  communitySettingsSave: {
    summary: 'Saves the community’s settings',
    input: settings,
    output: settings,
  },
} satisfies Record<string, ActionSchema>;
