import type { Rules } from './points-config';

type Level = Rules<'score'>['levels'][number];

/**
 * The level a cumulative total reaches (the highest threshold at or below it), the next one,
 * and the percent of the way between them (100 at the top level).
 */
export function levelOf(levels: Level[], total: number) {
  let index = 0;
  levels.forEach((level, i) => {
    if (level.threshold <= total) index = i;
  });
  const level = levels[index] ?? { threshold: 0, name: { 'zh-cn': '', en: '' } };
  const next = levels[index + 1] ?? null;
  const span = next ? next.threshold - level.threshold : 0;
  const progress =
    next && span > 0
      ? Math.min(100, Math.max(0, Math.floor(((total - level.threshold) * 1000) / span) / 10))
      : 100;
  return { level: { ...level, index }, next_level: next, progress };
}
