import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, pageInput, quantity, withPlainText } from './fields';
import { requestInput } from './registry';

function refusal(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0];
}

describe('integer inputs', () => {
  it('accept JSON integers and their canonical decimal text', () => {
    expect(id.parse(5)).toBe(5);
    expect(id.parse('5')).toBe(5);
    expect(id.parse('2147483648')).toBe(2147483648);
    expect(id.parse(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(id.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(quantity.parse('99')).toBe(99);
  });

  it.each([
    '0x10',
    '1e2',
    ' 5',
    '5 ',
    '',
    '5.0',
    '+5',
    '-0',
    '05',
    '٥',
    true,
    false,
    null,
    5.5,
    [5],
    { value: 5 },
  ])('refuse %j with the id message', (value) => {
    expect(refusal(id, value)?.message).toBe('format.id');
  });

  it('refuse ids out of range: zero, negative, beyond 2^53 - 1', () => {
    for (const value of [0, -1, '-7', 2 ** 53, '9007199254740992', 1e308, '1' + '0'.repeat(400)]) {
      expect(refusal(id, value)?.message).toBe('format.id');
    }
  });

  it('bound pages and page sizes, each with its own message', () => {
    expect(pageInput.parse({})).toEqual({ page: 1, limit: 10 });
    expect(pageInput.parse({ page: '10000', limit: '100' })).toEqual({ page: 10000, limit: 100 });
    expect(refusal(pageInput, { page: 10001 })?.message).toBe('format.page');
    expect(refusal(pageInput, { page: '1e3' })?.message).toBe('format.page');
    expect(refusal(pageInput, { limit: 101 })?.message).toBe('format.limit');
    expect(refusal(pageInput, { limit: '0x10' })?.message).toBe('format.limit');
  });
});

describe('the plain-text rule', () => {
  const schema = withPlainText(
    z.object({ name: z.string(), notes: z.array(z.object({ text: z.string() })) }),
  );

  it('lets tabs, newlines and any printable text through', () => {
    const value = { name: '林 Lin 🎨', notes: [{ text: 'line one\n\tline two' }] };
    expect(schema.parse(value)).toEqual(value);
  });

  it.each([
    ['NUL', '\u0000'],
    ['a carriage return', 'a\rb'],
    ['an escape', '\u001b[31m'],
    ['DEL', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00b'],
  ])('refuses %s, naming the field it sits in', (_, text) => {
    const issue = refusal(schema, { name: 'ok', notes: [{ text: 'fine' }, { text }] });
    expect(issue).toMatchObject({
      message: 'format.controlCharacters',
      path: ['notes', 1, 'text'],
    });
  });

  it('reaches fields the schema does not know and survives deep nesting', () => {
    expect(refusal(schema, { name: 'ok', notes: [], extra: { x: '\u0000' } })?.path).toEqual([
      'extra',
      'x',
    ]);
    let deep: unknown = '\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(refusal(schema, { name: 'ok', notes: deep })?.message).toBe('format.controlCharacters');
  });

  it('guards every action’s request input, with lang', () => {
    expect(refusal(requestInput('userInfoUpdate'), { nickname: 'a\u0000b' })).toMatchObject({
      message: 'format.controlCharacters',
      path: ['nickname'],
    });
    expect(refusal(requestInput('productInfo'), { id: '1', lang: 'e\u0000n' })?.path).toEqual([
      'lang',
    ]);
    expect(requestInput('productInfo').parse({ id: '7', lang: 'en' })).toEqual({
      id: 7,
      lang: 'en',
    });
  });
});
