import type { Lang } from '@atelier/contract';

/** Refusals and notes of the daily sign-in, in both languages. */
export const signInMessages = {
  alreadySignedIn: { 'zh-cn': '今天已签到', en: 'Already signed in today' },
} as const satisfies Record<string, Record<Lang, string>>;
