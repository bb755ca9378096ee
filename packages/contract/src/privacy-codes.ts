/*
 * Personal data the customer controls: the archive of their data, cancelling the account, and
 * the retention the privacy policy promises. Plain constants, shared by the server and the web.
 */

/** The archive of one customer's data: a zip, fetched with the one-time ticket `dataExportCreate` gives. */
export const DATA_ARCHIVE_PATH = '/api/personal/dataArchive';

/** How long a data-archive ticket stays good. */
export const DATA_ARCHIVE_TICKET_MINUTES = 10;

/** What an erased account is called wherever it still appears (posts, comments, the console). */
export const CANCELLED_NICKNAME = { 'zh-cn': '已注销用户', en: 'Cancelled user' } as const;

/** The kinds of personal data an erasure counts, for its log in the audit trail. */
export const ERASURE_CATEGORIES = [
  'sessions',
  'addresses',
  'favourites',
  'follows',
  'likes',
  'cart',
  'uploads',
  'avatar',
  'sms',
  'applications',
  'resumes',
  'community_memberships',
  'community_applications',
  'community_notices',
  'serials',
  'fake_reports',
  'orders_masked',
  'points_rank',
  'data_exports',
  'profile',
] as const;
export type ErasureCategory = (typeof ERASURE_CATEGORIES)[number];

/**
 * Figures a kept text (the privacy policy above all) may name as `{{name}}`: the server writes in
 * the configured value each time the text is read, so an editor's text never goes out of date.
 */
export const POLICY_FIGURES = [
  'cooling_off_days',
  'resume_retention_days',
  'exports_per_day',
  'archive_ticket_minutes',
] as const;
export type PolicyFigure = (typeof POLICY_FIGURES)[number];
