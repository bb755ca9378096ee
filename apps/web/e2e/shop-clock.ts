/** An instant as the shop's clock (Beijing) writes it to the minute, as the console lists it: "2026-12-01 20:00". */
export function shopMinute(at: number | Date): string {
  const part = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** The same minute as the console's date-and-time fields (`datetime-local`) take it: "2026-12-01T20:00". */
export function shopMinuteField(at: number | Date): string {
  return shopMinute(at).replace(' ', 'T');
}
