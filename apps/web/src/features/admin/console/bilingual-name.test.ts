import { describe, expect, it } from 'vitest';
import { bothNames, leadingName, namesInOrder, titleNaming } from './bilingual-name';

describe('a name in both languages', () => {
  it('leads with English in the English console, Chinese beside it', () => {
    expect(namesInOrder('en', '青绿山水', 'Blue-green Landscape')).toEqual([
      'Blue-green Landscape',
      '青绿山水',
    ]);
    expect(leadingName('en', '新闻', 'News')).toBe('News');
  });

  it('leads with Chinese in the Chinese console, the English or a dash beside it', () => {
    expect(namesInOrder('zh-cn', '青绿山水', 'Blue-green Landscape')).toEqual([
      '青绿山水',
      'Blue-green Landscape',
    ]);
    expect(namesInOrder('zh-cn', '青绿山水', '')).toEqual(['青绿山水', '—']);
  });

  it('shows the Chinese alone while the English is not yet written', () => {
    expect(namesInOrder('en', '青绿山水', '')).toEqual(['青绿山水', '']);
    expect(leadingName('en', '青绿山水', '')).toBe('青绿山水');
  });

  it('puts both on one line for a picker, the console’s language first', () => {
    expect(bothNames('en', '版画', 'Prints')).toBe('Prints / 版画');
    expect(bothNames('zh-cn', '版画', 'Prints')).toBe('版画 / Prints');
    expect(bothNames('en', '版画', '')).toBe('版画');
  });

  it("names what an editor edits in its title, in the console's language", () => {
    expect(titleNaming('Edit category', 'en', '版画', 'Prints')).toBe('Edit category · Prints');
    expect(titleNaming('编辑分类', 'zh-cn', '版画', 'Prints')).toBe('编辑分类 · 版画');
    expect(titleNaming('Edit category', 'en', '', '')).toBe('Edit category');
  });
});
