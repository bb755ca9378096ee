import { describe, expect, it } from 'vitest';
import { readRichTextKey } from './query-params';

const query = (text: string) => new URLSearchParams(text);

describe('readRichTextKey', () => {
  it('accepts only the keys of the texts the studio keeps', () => {
    expect(readRichTextKey(query('key=privacy'))).toBe('privacy');
    expect(readRichTextKey(query('key=points_rules'))).toBe('points_rules');
    expect(readRichTextKey(query('key=constructor'))).toBeNull();
    expect(readRichTextKey(query(''))).toBeNull();
  });
});
