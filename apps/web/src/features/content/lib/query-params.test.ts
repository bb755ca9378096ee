import { describe, expect, it } from 'vitest';
import { readPage, readRichTextKey } from './query-params';

const query = (text: string) => new URLSearchParams(text);

describe('readPage', () => {
  it('reads a page number and treats anything else as the first page', () => {
    expect(readPage(query('page=3'))).toBe(3);
    expect(readPage(query(''))).toBe(1);
    expect(readPage(query('page=0'))).toBe(1);
    expect(readPage(query('page=-2'))).toBe(1);
    expect(readPage(query('page=2.5'))).toBe(1);
    expect(readPage(query('page=two'))).toBe(1);
  });
});

describe('readRichTextKey', () => {
  it('accepts only the keys of the texts the studio keeps', () => {
    expect(readRichTextKey(query('key=privacy'))).toBe('privacy');
    expect(readRichTextKey(query('key=points_rules'))).toBe('points_rules');
    expect(readRichTextKey(query('key=constructor'))).toBeNull();
    expect(readRichTextKey(query(''))).toBeNull();
  });
});
