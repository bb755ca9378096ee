import { describe, expect, it } from 'vitest';

// Every Chinese locale of the web app, by file; the console's own speak to staff, not customers.
const zhLocales = import.meta.glob<{ default: unknown }>(
  ['/src/**/*zh-cn.json', '!/src/features/admin/**'],
  { eager: true },
);

function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${at}.${key}`));
}

describe('the customer-facing Chinese texts', () => {
  it('are many files, so the check below reads them', () => {
    expect(Object.keys(zhLocales).length).toBeGreaterThan(20);
  });

  it('address the customer as 您 throughout, never 你', () => {
    const informal = Object.entries(zhLocales).flatMap(([file, module]) =>
      strings(module.default, file).filter(([, text]) => text.includes('你')),
    );
    expect(informal).toEqual([]);
  });
});
