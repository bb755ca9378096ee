/** A log line as pino writes it, parsed. */
export type LogLine = Record<string, unknown> & { msg?: string; request_id?: string };

/** A log destination (`logStream`) that keeps every line, parsed. */
export function captureLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  };
}
