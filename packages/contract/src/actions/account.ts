import { z } from 'zod';
import {
  BIRTHDAY_PATTERN,
  LOGIN_SCOPES,
  QR_LOGIN_STATUSES,
  ADDRESS_DETAIL_MAX,
  ADDRESS_DETAIL_MIN,
  ADDRESS_MAX,
  POSTAL_CODE_PATTERN,
  RECIPIENT_MAX,
} from '../formats';
import {
  anyPassword,
  empty,
  flag,
  gender,
  id,
  isoTime,
  mobile,
  nickname,
  pageInput,
  pageOf,
  password,
  role,
  smsCode,
  smsEvent,
  username,
} from '../fields';
import { ORDER_STATUSES } from '../codes';

/** What every account action answers about the signed-in user. */
export const profile = z.object({
  id,
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().describe('URL of the avatar picture, or empty'),
  avatar_text: z.string().describe('Shown instead of the avatar when there is none'),
  mobile: z.string(),
  score: z.number().int().describe('Usable points'),
  score_total: z.number().int().describe('Points earned in all'),
  role,
  gender,
  birthday: z.string().nullable().describe('YYYY-MM-DD'),
  created_at: isoTime,
  community_joined_at: isoTime.nullable().describe('When the first community group admitted them'),
});

/** A signed-in answer: the profile plus the bearer token of the new session. */
const signedIn = z.object({ userinfo: profile.extend({ token: z.string() }) });

/** A calendar date between 1900 and today. */
const birthday = z
  .string()
  .regex(BIRTHDAY_PATTERN, { error: 'format.birthday' })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return (
        !Number.isNaN(date.getTime()) &&
        date.toISOString().startsWith(value) &&
        value >= '1900-01-01' &&
        date.getTime() <= Date.now()
      );
    },
    { error: 'format.birthday' },
  );

export const userInfo = {
  summary: 'The signed-in user',
  input: empty,
  output: profile,
};

export const send = {
  summary:
    'Sends a six-digit SMS code for an event. At most one per number a minute and ten a day; ' +
    '`verify` and `changemobile` need a signed-in user',
  input: z.object({ mobile, event: smsEvent }),
  output: z.object({
    cooldown: z.number().int().describe('Seconds until another code may be sent'),
    expires_in: z.number().int().describe('Seconds the code stays valid'),
  }),
};

export const register = {
  summary: 'Creates a customer account with a code sent for `register`, and signs it in',
  input: z.object({ username, password, mobile, captcha: smsCode }),
  output: signedIn,
};

/**
 * Signing in to an account its owner cancelled, during the cooling-off period, is refused (field
 * `restore`) unless this says to restore it: the cancellation is then withdrawn.
 */
const restoreFlag = flag
  .default(false)
  .describe('Restore an account cancelled and still in its cooling-off period');

export const login = {
  summary:
    'Signs in with a username or mobile and a password. `scope: admin` (the administrator tab) ' +
    'admits administrators only',
  input: z.object({
    account: z.string().trim().min(1).max(64),
    password: anyPassword,
    remember: flag.default(false),
    scope: z.enum(LOGIN_SCOPES).default('user'),
    restore: restoreFlag,
  }),
  output: signedIn,
};

export const mobileLogin = {
  summary: 'Signs in with a code sent for `mobilelogin`',
  input: z.object({
    mobile,
    captcha: smsCode,
    remember: flag.default(false),
    restore: restoreFlag,
  }),
  output: signedIn,
};

export const resetPwd = {
  summary: 'Sets a new password with a code sent for `resetpwd`; every session ends',
  input: z.object({ mobile, captcha: smsCode, password }),
  output: empty,
};

export const logout = {
  summary: 'Ends the current session',
  input: empty,
  output: empty,
};

export const passwordUpdate = {
  summary: 'Changes the password; every other session ends',
  input: z.object({ old_password: anyPassword, new_password: password }),
  output: empty,
};

export const mobileVerify = {
  summary:
    'Step one of rebinding the phone: a code sent for `verify` to the current phone proves ' +
    'identity and yields a ticket valid ten minutes',
  input: z.object({ captcha: smsCode }),
  output: z.object({ ticket: z.string(), expires_at: isoTime }),
};

export const mobileUpdate = {
  summary:
    'Step two of rebinding the phone: the ticket and a code sent for `changemobile` to the new ' +
    'phone; every other session ends',
  input: z.object({ ticket: z.string().min(1).max(128), mobile, captcha: smsCode }),
  output: profile,
};

export const userInfoUpdate = {
  summary: 'Changes nickname, gender or birthday; fields left out stay as they are',
  input: z.object({
    nickname: nickname.optional(),
    gender: gender.optional(),
    birthday: z.union([birthday, z.literal('').transform(() => null), z.null()]).optional(),
  }),
  output: profile,
};

export const userCenter = {
  summary: 'The personal-centre summary: profile, points and order counts by status',
  input: empty,
  output: z.object({
    user: profile,
    orders: z.object(
      Object.fromEntries(ORDER_STATUSES.map((s) => [s, z.number().int()])) as Record<
        (typeof ORDER_STATUSES)[number],
        z.ZodNumber
      >,
    ),
  }),
};

export const qrLoginCreate = {
  summary:
    'Opens a QR-code login ticket valid two minutes. The `ticket` goes into the QR code; the ' +
    '`secret` stays with the waiting page, which alone can collect the session',
  input: empty,
  output: z.object({ ticket: z.string(), secret: z.string(), expires_at: isoTime }),
};

export const qrLoginPoll = {
  summary:
    'The waiting page asks how its ticket stands; once confirmed, the first poll receives the ' +
    'session and the ticket is used up',
  input: z.object({ ticket: z.string().min(1).max(128), secret: z.string().min(1).max(128) }),
  output: z.object({
    status: z.enum(QR_LOGIN_STATUSES),
    userinfo: signedIn.shape.userinfo.nullable(),
  }),
};

export const qrLoginScan = {
  summary: 'The signed-in phone opens a ticket and sees who is asking',
  input: z.object({ ticket: z.string().min(1).max(128) }),
  output: z.object({
    status: z.enum(QR_LOGIN_STATUSES),
    device: z.string(),
    ip: z.string(),
    requested_at: isoTime,
    expires_at: isoTime,
  }),
};

export const qrLoginConfirm = {
  summary: 'The signed-in phone approves or turns down the sign-in',
  input: z.object({ ticket: z.string().min(1).max(128), approve: flag }),
  output: z.object({ status: z.enum(QR_LOGIN_STATUSES) }),
};

const regionName = z.string().trim().min(1, { error: 'format.region' }).max(30);

/** An address as entered; the region must be a real province, city and district. */
export const addressFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'format.recipient' })
    .max(RECIPIENT_MAX, { error: 'format.recipient' }),
  mobile,
  province: regionName,
  city: regionName,
  district: regionName,
  address: z
    .string()
    .trim()
    .min(ADDRESS_DETAIL_MIN, { error: 'format.address' })
    .max(ADDRESS_DETAIL_MAX, { error: 'format.address' }),
  postal_code: z.string().trim().regex(POSTAL_CODE_PATTERN, { error: 'format.postalCode' }),
  is_default: flag.default(false),
});

export const address = addressFields.extend({
  id,
  is_default: z.boolean(),
  created_at: isoTime,
});

export const addressCreate = {
  summary: `Adds an address (at most ${ADDRESS_MAX}); the first one becomes the default`,
  input: addressFields,
  output: z.object({ id }),
};

export const userAddressList = {
  summary: 'The signed-in user’s addresses, the default first',
  input: pageInput.extend({ limit: pageInput.shape.limit.default(ADDRESS_MAX) }),
  output: pageOf(address),
};

export const userAddressInfo = {
  summary: 'One of the signed-in user’s addresses',
  input: z.object({ id }),
  output: address,
};

export const userAddressUpdate = {
  summary: 'Changes an address; `is_default` true makes it the default',
  input: addressFields.extend({ id }),
  output: address,
};

export const userAddressDelete = {
  summary: 'Deletes an address; when it was the default, the newest other one becomes it',
  input: z.object({ id }),
  output: z.object({ deleted: z.boolean() }),
};
