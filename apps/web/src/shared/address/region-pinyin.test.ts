import { describe, expect, it } from 'vitest';
import { regionPinyin } from './region-pinyin';

describe('regionPinyin', () => {
  it('romanises a division without the kind of division it is', () => {
    expect(regionPinyin('广东省')).toBe('Guangdong');
    expect(regionPinyin('深圳市')).toBe('Shenzhen');
    expect(regionPinyin('南山区')).toBe('Nanshan');
    expect(regionPinyin('内蒙古自治区')).toBe('Neimenggu');
    expect(regionPinyin('香港特别行政区')).toBe('Xianggang');
  });

  it('reads a name by its words, as people say it', () => {
    expect(regionPinyin('重庆市')).toBe('Chongqing');
    expect(regionPinyin('长沙市')).toBe('Changsha');
    expect(regionPinyin('厦门市')).toBe('Xiamen');
  });

  it('keeps the kind when nothing else would be left', () => {
    expect(regionPinyin('城区')).toBe('Chengqu');
  });
});
