/**
 * Formats of account fields, as plain data: the server's schemas and the web forms both read
 * them, and the web does so without pulling zod into its bundle. The spec leaves them open;
 * these are the studio's choices.
 */

/** A mainland China mobile number. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 3-32 letters, digits or underscores; never a mobile number, which signs in on its own. */
export const USERNAME_PATTERN = /^(?!1[3-9]\d{9}$)[A-Za-z0-9_]{3,32}$/;
/** 8-64 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\s\S]{8,64}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const NICKNAME_MAX = 32;
/** Six digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const BIRTHDAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** An integer as text: canonical decimal digits, no sign but a minus, no leading zero. */
export const INTEGER_TEXT = /^(?:0|-?[1-9]\d*)$/;
/** Paged lists: at most 100 rows a page, and no page beyond what a person would turn to. */
export const LIMIT_MAX = 100;
export const PAGE_MAX = 10_000;

/**
 * What no text input may hold: control characters other than tab and newline (C0, DEL, C1),
 * and halves of a surrogate pair, which are no character at all. PostgreSQL refuses NUL and
 * an unpaired half cannot be encoded, so both are refused before any store sees them.
 */
export const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * An address staff give for a link or a picture, which the site shows as `href` or `src`: http
 * or https with a host, or a path on the site (one slash: `//host` is another site). Any other
 * scheme (javascript:, data:) and a bare file name are refused, and so are spaces, control
 * characters and backslashes anywhere: browsers drop tabs and newlines from an address and read
 * `\` as `/`, which would turn `/\t/evil.example` into `//evil.example`. No user name before the
 * host either (`https://shop.example@evil.example`).
 */
export const WEB_ADDRESS_PATTERN =
  /^(?:https?:\/\/(?:[^\s\p{Cc}\\/?#@:[\]]+|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s\p{Cc}\\]*)?|\/(?![/\\])[^\s\p{Cc}\\]*)$/iu;
export const WEB_ADDRESS_MAX = 256;

/** What an SMS code is for (DESIGN section 3). */
export const SMS_EVENTS = [
  'register',
  'mobilelogin',
  'resetpwd',
  'changemobile',
  'verify',
  'cancelaccount',
] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];
/** Seconds between two codes to the same number; the send button counts them down. */
export const SMS_RESEND_SECONDS = 60;

export const GENDERS = ['unknown', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

/** Which tab of the login page: the administrator tab admits admins only. */
export const LOGIN_SCOPES = ['user', 'admin'] as const;
export type LoginScope = (typeof LOGIN_SCOPES)[number];

export const QR_LOGIN_STATUSES = [
  'pending',
  'scanned',
  'confirmed',
  'rejected',
  'expired',
  'used',
] as const;
export type QrLoginStatus = (typeof QR_LOGIN_STATUSES)[number];

/** Uploaded images: recognised by their content, at most 5 MB. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels an uploaded image may have, all frames together: checked before decoding. */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Images one account may upload in 24 hours: many avatars' worth, not a disk's. */
export const UPLOADS_PER_DAY = 50;
export { UPLOAD_FIELD } from './shell-formats';

/** Commerce limits: the studio's choices where the spec is silent. */
export const ADDRESS_MAX = 20;
export const POSTAL_CODE_PATTERN = /^\d{6}$/;
export const RECIPIENT_MAX = 30;
export const ADDRESS_DETAIL_MIN = 4;
export const ADDRESS_DETAIL_MAX = 120;
export const CART_LINES_MAX = 50;
/** Most units of one product in one cart line or order. */
export const LINE_QUANTITY_MAX = 99;
export const REMARK_MAX = 200;
export { BADGE_MAX } from './shell-formats';

/** The studio's public pages: keys of the rich texts and the pages built of story sections. */
export const RICH_TEXT_KEYS = [
  'agreement',
  'privacy',
  'convention',
  'points_rules',
  'about',
  'super_individual',
] as const;
export type RichTextKey = (typeof RICH_TEXT_KEYS)[number];
export const STORY_PAGES = ['business', 'idea', 'city'] as const;
export type StoryPage = (typeof STORY_PAGES)[number];

/** Join-us: open positions, their questionnaires and applications. */
export const JOB_KINDS = ['full_time', 'intern', 'programme'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
export const QUESTION_KINDS = ['single', 'multiple', 'text'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const APPLICANT_NAME_MAX = 30;
export const ANSWER_TEXT_MAX = 1000;
export const EMAIL_MAX = 100;
/** Deliberately plain: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A resume is a PDF (recognised by its content) of at most 10 MB. */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;
/** Resumes one account may upload in 24 hours: enough to correct one, not to fill a disk. */
export const RESUMES_PER_DAY = 10;

/** A points-game client seed: printable ASCII, at most this long. */
export const CLIENT_SEED_MAX = 64;
