import { LANGS } from '@atelier/contract/codes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import type { PageHandle } from '../navigation/page-title';
import { pageRoutes } from './page-routes';

function titledRoutes(list: RouteObject[]): Array<{ id: string; title: string }> {
  return list.flatMap((route) => {
    const handle = route.handle as PageHandle | undefined;
    const own = handle ? [{ id: route.id ?? route.path ?? '', title: handle.title }] : [];
    return [...own, ...titledRoutes(route.children ?? [])];
  });
}

describe('page titles', () => {
  // /about's and the 404's are checked by the shell journey: the router starts on import.
  const titled = titledRoutes(pageRoutes);

  it('name every page the site routes to', () => {
    const pages = (list: RouteObject[]): RouteObject[] =>
      list.flatMap((route) => [...(route.lazy ? [route] : []), ...pages(route.children ?? [])]);
    const untitled = pages(pageRoutes)
      .filter((route) => route.handle === undefined)
      .map((route) => route.id);
    // The personal area's frame is not a page: its pages carry their own titles.
    expect(untitled).toEqual(['personal']);
    expect(titled.length).toBeGreaterThan(50);
  });

  it.each(LANGS)('are written in %s', (lng) => {
    const missing = titled.filter(({ title }) => !i18n.exists(title, { lng }));
    expect(missing).toEqual([]);
  });

  it('tell the pages apart in each language, but for a list and its own detail', () => {
    for (const lng of LANGS) {
      const texts = titled.map(({ title }) => i18n.t(title, { lng }));
      expect(texts).toContain(lng === 'en' ? 'Community' : '社区');
      expect(new Set(texts).size).toBeGreaterThan(titled.length - 5);
    }
  });
});
