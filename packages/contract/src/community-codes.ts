/*
 * The community's fixed vocabularies and limits, apart from `codes.ts` so that only the pages
 * that show the community carry them.
 */

/** Where a join application stands. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where the caller stands in a group. */
export const MEMBER_STATES = ['none', 'pending', 'member', 'banned'] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

/** The reasons staff pick from when they refuse an application (or they write their own). */
export const REFUSAL_REASONS = [
  'answers_incomplete',
  'not_a_fit',
  'convention',
  'duplicate_account',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Why a member reports a post or a comment. */
export const REPORT_REASONS = ['spam', 'abuse', 'off_topic', 'illegal', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report is open until staff hide or delete what it names, or dismiss it. */
export const REPORT_STATUSES = ['open', 'hidden', 'deleted', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_DECISIONS = ['hide', 'delete', 'dismiss'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/** A post or comment: shown, hidden by staff (its author still sees it), or deleted. */
export const CONTENT_STATUSES = ['visible', 'hidden', 'deleted'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A group is open to applications, or closed (readable, no new members). */
export const GROUP_STATUSES = ['open', 'closed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];

/** What a gated group asks of an applicant to admit them at once: a completed order of its
 * product, or owning a shipped serial of it. */
export const GATE_KINDS = ['order', 'serial'] as const;
export type GateKind = (typeof GATE_KINDS)[number];

/** What a community notice tells its reader. */
export const NOTICE_KINDS = [
  'application_approved',
  'application_refused',
  'post_hidden',
  'post_deleted',
  'comment_hidden',
  'comment_deleted',
  'post_commented',
  'banned',
  'convention_changed',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const GROUP_NAME_MAX = 40;
export const GROUP_DESCRIPTION_MAX = 2000;
export const CONVENTION_MAX = 10_000;
export const POST_TEXT_MAX = 2000;
export const POST_IMAGES_MAX = 9;
export const COMMENT_TEXT_MAX = 500;
export const REPORT_NOTE_MAX = 200;
export const REFUSAL_TEXT_MAX = 200;
export const BAN_REASON_MAX = 200;
export const GROUP_QUESTIONS_MAX = 20;
export const GROUP_IMAGES_MAX = 60;
export const GROUP_KEYWORD_MAX = 40;

/** The community settings a new shop starts with; staff change them in the console. */
export const COMMUNITY_DEFAULTS = {
  cooldown_days: 7,
  posts_per_hour: 5,
  comments_per_hour: 30,
} as const;
