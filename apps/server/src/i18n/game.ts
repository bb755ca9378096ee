import type { Lang } from '@atelier/contract';

/** Refusals and notes of the points game, in both languages. */
export const gameMessages = {
  'format.clientSeed': {
    'zh-cn': '客户端种子为 1-64 个可见英文字符（不含空格）',
    en: 'A client seed has 1-64 visible ASCII characters, without spaces',
  },
  gameLimitReached: {
    'zh-cn': '今天的 {limit} 次游戏机会已用完，明天再来吧',
    en: 'You have used all {limit} of today’s plays; come back tomorrow',
  },
  gameBudgetSpent: {
    'zh-cn': '今天的奖池已发完，本次未扣积分，明天再来吧',
    en: 'Today’s prize pool has been given out; nothing was taken. Come back tomorrow',
  },
  gameSeedChanged: {
    'zh-cn': '种子刚刚更换，请再试一次',
    en: 'Your seed has just changed; please play again',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the game's input fields, as refusals word them. */
export const gameFieldLabels: Record<string, Record<Lang, string>> = {
  client_seed: { 'zh-cn': '客户端种子', en: 'Client seed' },
};
