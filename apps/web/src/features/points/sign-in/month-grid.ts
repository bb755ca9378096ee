/** One cell of a month's calendar: a day of the month, or a blank before the 1st. */
export type MonthCell = { day: string; date: number } | null;

/** The weeks of a month (YYYY-MM), Monday first, blanks before the 1st and after the last. */
export function monthWeeks(month: string): MonthCell[][] {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, index - 1, 1)).getUTCDay() + 6) % 7;
  const cells: MonthCell[] = Array.from({ length: lead }, () => null);
  for (let date = 1; date <= days; date += 1) {
    cells.push({ day: `${month}-${String(date).padStart(2, '0')}`, date });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}
