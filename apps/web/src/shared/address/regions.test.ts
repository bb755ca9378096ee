import { describe, expect, it } from 'vitest';
import { withPinyin } from './regions';

describe('withPinyin', () => {
  it('says the Chinese name first, then its pinyin', () => {
    expect(withPinyin('广东省', 'Guangdong')).toBe('广东省 Guangdong');
  });

  it('leaves a name alone that has no pinyin to add', () => {
    expect(withPinyin('城区', undefined)).toBe('城区');
    expect(withPinyin('〇', '〇')).toBe('〇');
  });
});
