import { describe, expect, it } from 'vitest';
import { bioParagraphs } from './bio-paragraphs';

describe('bioParagraphs', () => {
  it('splits at blank lines, whatever the line endings and stray spaces', () => {
    expect(bioParagraphs('First.\n\nSecond.\r\n  \r\nThird.\n\n\n\nFourth.')).toEqual([
      'First.',
      'Second.',
      'Third.',
      'Fourth.',
    ]);
  });

  it('joins the lines of one paragraph: with a space in English, without one in Chinese', () => {
    expect(bioParagraphs('Born in Hangzhou,\nworks with light.\n\n生于杭州，\n以光创作。')).toEqual(
      ['Born in Hangzhou, works with light.', '生于杭州，以光创作。'],
    );
  });

  it('gives no paragraph for an empty or blank bio', () => {
    expect(bioParagraphs('')).toEqual([]);
    expect(bioParagraphs(' \n\n \n')).toEqual([]);
  });
});
