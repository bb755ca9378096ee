export interface GroupedLinks<T> {
  group: string;
  links: T[];
}

/** Links by their `group`, groups in the order they first appear. */
export function groupLinks<T extends { group: string }>(links: readonly T[]): GroupedLinks<T>[] {
  const groups = new Map<string, T[]>();
  for (const link of links) {
    const list = groups.get(link.group);
    if (list) list.push(link);
    else groups.set(link.group, [link]);
  }
  return [...groups].map(([group, list]) => ({ group, links: list }));
}
