import { describe, expect, it } from 'vitest';
import { groupLinks } from './group-links';

describe('groupLinks', () => {
  it('groups in order of first appearance and keeps each group’s order', () => {
    const link = (id: number, group: string) => ({ id, group, name: `n${id}`, url: `/u${id}` });
    const groups = groupLinks([link(1, 'studio'), link(2, 'shop'), link(3, 'studio')]);
    expect(groups.map((group) => [group.name, group.links.map((l) => l.id)])).toEqual([
      ['studio', [1, 3]],
      ['shop', [2]],
    ]);
    expect(groupLinks([])).toEqual([]);
  });
});
