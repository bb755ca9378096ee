import type { Lang } from '@atelier/contract';

/** The points console's refusals and notes, in both languages. */
export const pointsConsoleMessages = {
  'format.points': {
    'zh-cn': '{field} 须为不小于 0 的整数（积分不能为负）',
    en: '{field} must be a whole number of 0 or more (points cannot be negative)',
  },
  'format.cycleDays': {
    'zh-cn': '{field} 须为 1-31 的整数',
    en: '{field} must be a whole number from 1 to 31',
  },
  'format.expiryDays': {
    'zh-cn': '有效天数须为 1-3650 的整数',
    en: 'Days before expiry must be a whole number from 1 to 3650',
  },
  'format.levels': {
    'zh-cn': '等级为 1-20 个',
    en: 'There are 1 to 20 levels',
  },
  'format.levelName': {
    'zh-cn': '名称（中英文）均需填写，中文不超过 20 个字符，英文不超过 30 个',
    en: 'A name is needed in both languages: at most 20 characters in Chinese, 30 in English',
  },
  'format.weight': {
    'zh-cn': '权重须为 0-1000000 的整数',
    en: 'A weight is a whole number from 0 to 1,000,000',
  },
  'format.prizes': {
    'zh-cn': '奖品为 2-12 个',
    en: 'The game has 2 to 12 prizes',
  },
  'format.dailyLimit': {
    'zh-cn': '每日次数须为 1-1000 的整数',
    en: 'Plays per day must be a whole number from 1 to 1000',
  },
  'format.earnRate': {
    'zh-cn': '每元积分为 0-100 的整数，留空则按商品各自的积分',
    en: 'Points per yuan is a whole number from 0 to 100, or empty to use each product’s points',
  },
  pointsNegative: {
    'zh-cn': '积分不能为负：{what} 为 {points}',
    en: 'Points cannot be negative: {what} is {points}',
  },
  pointsBonusBeyondCycle: {
    'zh-cn': '第 {day} 天的连续签到奖励超出了 {cycle} 天的周期',
    en: 'The streak bonus on day {day} lies beyond the {cycle}-day cycle',
  },
  pointsBonusTwice: {
    'zh-cn': '第 {day} 天的连续签到奖励设置了两次',
    en: 'The streak bonus on day {day} is given twice',
  },
  pointsExpiryDaysMissing: {
    'zh-cn': '按天数过期时，请填写有效天数',
    en: 'Expiry after a number of days needs the number of days',
  },
  pointsLevelsStart: {
    'zh-cn': '第一个等级须从 0 积分开始',
    en: 'The first level must start at 0 points',
  },
  pointsLevelsOrder: {
    'zh-cn': '等级门槛须逐级递增：“{name}”（{threshold}）不高于上一级（{previous}）',
    en: 'Level thresholds must rise strictly: “{name}” ({threshold}) is not above the level before it ({previous})',
  },
  gameWeightsZero: {
    'zh-cn': '奖品权重之和为 0：至少要有一个奖品可以抽中',
    en: 'The prizes’ weights add up to 0: at least one prize must be possible',
  },
  gamePrizeOverBudget: {
    'zh-cn': '奖品“{name}”（{points} 积分）超过了每日奖池（{budget} 积分）',
    en: 'The prize “{name}” ({points} points) is more than the daily payout budget ({budget} points)',
  },
} as const satisfies Record<string, Record<Lang, string>>;

/** Names of the points console's input fields, as refusals word them. */
export const pointsConsoleFieldLabels: Record<string, Record<Lang, string>> = {
  sign_points: { 'zh-cn': '签到积分', en: 'Sign-in points' },
  streak: { 'zh-cn': '连续签到奖励', en: 'Streak bonuses' },
  cycle_days: { 'zh-cn': '连续签到周期', en: 'Streak cycle' },
  earn_points_per_yuan: { 'zh-cn': '每元积分', en: 'Points per yuan' },
  expiry: { 'zh-cn': '积分有效期', en: 'Points expiry' },
  levels: { 'zh-cn': '会员等级', en: 'Levels' },
  cost: { 'zh-cn': '每次消耗', en: 'Cost per play' },
  prizes: { 'zh-cn': '奖品', en: 'Prizes' },
  daily_limit: { 'zh-cn': '每日次数', en: 'Plays per day' },
  daily_budget: { 'zh-cn': '每日奖池', en: 'Daily payout budget' },
};
