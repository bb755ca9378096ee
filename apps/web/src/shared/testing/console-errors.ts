import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/**
 * A `console.error` fails the test that caused it: React reports invalid nesting, missing keys
 * and updates outside act() only there, and a passing test should not hide them. A test that
 * provokes an error on purpose declares it with `expectConsoleError`.
 */

let expected: RegExp[] = [];
let spy: MockInstance<typeof console.error> | null = null;

/** Declares that this test logs an error matching `pattern`; the test fails if it does not. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push(pattern);
}

function show(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The message as the console would print it: printf-style `%s` and friends filled in. */
function formatCall(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(show).join(' ');
  const text = first.replace(/%[sdifoOc]/g, (token) => {
    if (rest.length === 0) return token;
    const value = rest.shift();
    return token === '%c' ? '' : show(value);
  });
  return [text, ...rest.map(show)].join(' ');
}

/** Registers the check around each test of the file being collected (see setup-tests.ts). */
export function failOnConsoleErrors(): void {
  beforeEach(() => {
    expected = [];
    spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    const messages = (spy?.mock.calls ?? []).map(formatCall);
    spy?.mockRestore();
    spy = null;
    const unexpected = messages.filter((message) => !expected.some((p) => p.test(message)));
    const missing = expected.filter((pattern) => !messages.some((m) => pattern.test(m)));
    expected = [];
    if (unexpected.length > 0) {
      throw new Error(
        `console.error was called ${unexpected.length} time(s):\n\n${unexpected.join('\n\n---\n\n')}`,
      );
    }
    if (missing.length > 0) {
      throw new Error(`expected console.error matching ${missing.join(', ')}, but none came`);
    }
  });
}
