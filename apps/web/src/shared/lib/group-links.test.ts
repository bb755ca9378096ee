import { describe, expect, it } from 'vitest';
import { groupLinks } from './group-links';

describe('groupLinks', () => {
  it('keeps groups in the order they first appear, links in theirs', () => {
    const links = [
      { group: 'studio', name: 'About' },
      { group: 'help', name: 'Contact' },
      { group: 'studio', name: 'News' },
    ];
    expect(groupLinks(links)).toEqual([
      { group: 'studio', links: [links[0], links[2]] },
      { group: 'help', links: [links[1]] },
    ]);
    expect(groupLinks([])).toEqual([]);
  });
});
