import type { Lang } from '@atelier/contract';

/** Refusals and notes of the points game, in both languages. */
export const gameMessages = {
  'format.clientSeed': {
    'zh-cn': '客户端种子为 1-64 个可见英文字符（不含空格）',
    en: 'A client seed has 1-64 visible ASCII characters, without spaces',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the game's input fields, as refusals word them. */
export const gameFieldLabels: Record<string, Record<Lang, string>> = {
  client_seed: { 'zh-cn': '客户端种子', en: 'Client seed' },
};
