import { describe, expect, it } from 'vitest';
import { groupLinks, telHref } from './link-groups';

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
  });
});

describe('telHref', () => {
  it('dials the digits of a written number', () => {
    expect(telHref('0571-8686-2016')).toBe('tel:057186862016');
    expect(telHref('+86 571 8686 2016')).toBe('tel:+8657186862016');
  });
});
