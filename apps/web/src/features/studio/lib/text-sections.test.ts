import { describe, expect, it } from 'vitest';
import { splitSections } from './text-sections';

describe('splitSections', () => {
  it('splits at the subheadings, and reads a lone list as items with their lead-ins', () => {
    const { intro, sections } = splitSections(
      '<p>Since 2024.</p><h3>What you get</h3><ul><li>Printing: on Wensan Road.</li><li>A contact</li></ul>' +
        '<h3>你会得到</h3><ul><li>印制：在文三路打样。</li></ul><h3>How to apply</h3><p>Apply through join us.</p><p>Any time.</p>',
    );
    expect(intro).toBe('<p>Since 2024.</p>');
    expect(sections.map((section) => section.title)).toEqual([
      'What you get',
      '你会得到',
      'How to apply',
    ]);
    expect(sections[0]?.items).toEqual([
      { title: 'Printing', text: 'On Wensan Road.' },
      { title: '', text: 'A contact' },
    ]);
    expect(sections[1]?.items).toEqual([{ title: '印制', text: '在文三路打样。' }]);
    expect(sections[2]?.items).toBeNull();
    expect(sections[2]?.html).toBe('<p>Apply through join us.</p><p>Any time.</p>');
  });

  it('splits at h2 when the text has them, keeping its h3 within their sections', () => {
    const { sections } = splitSections('<h2>Who</h2><p>Creators.</p><h3>Note</h3><p>Remote.</p>');
    expect(sections).toEqual([
      {
        title: 'Who',
        html: '<p>Creators.</p><h3>Note</h3><p>Remote.</p>',
        items: null,
      },
    ]);
  });

  it('keeps a text without subheadings whole', () => {
    expect(splitSections('<p>One.</p><p>Two.</p>')).toEqual({
      intro: '<p>One.</p><p>Two.</p>',
      sections: [],
    });
  });
});
