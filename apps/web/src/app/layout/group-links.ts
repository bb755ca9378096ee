import type { SiteLink } from '@/shared/api/get-links';

export interface LinkGroup {
  name: string;
  links: SiteLink[];
}

/** Links grouped by their `group`, groups in order of first appearance. */
export function groupLinks(links: readonly SiteLink[]): LinkGroup[] {
  const groups = new Map<string, SiteLink[]>();
  for (const link of links) {
    const list = groups.get(link.group);
    if (list) list.push(link);
    else groups.set(link.group, [link]);
  }
  return [...groups].map(([name, list]) => ({ name, links: list }));
}
