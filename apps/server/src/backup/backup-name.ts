/**
 * A backup is named for the UTC second it began, `atelier-20261129T120000Z`: names sort as the
 * backups were taken, and say when at a glance.
 */
const PATTERN = /^atelier-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

export function backupName(ms: number): string {
  const iso = new Date(ms).toISOString(); // 2026-11-29T12:00:00.000Z
  return `atelier-${iso.slice(0, 19).replace(/[-:]/g, '')}Z`;
}

export function isBackupName(name: string): boolean {
  return PATTERN.test(name);
}

/** When the backup was taken, epoch milliseconds; undefined for another name. */
export function backupTime(name: string): number | undefined {
  const m = PATTERN.exec(name);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m;
  return Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
}
