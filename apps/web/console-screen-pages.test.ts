import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleScreenSources } from './console-screen-pages.ts';
import { allScreens } from './src/features/admin/routes/all-screens.ts';

// happy-dom gives modules a URL of its own; the directory is the file's.
const webRoot = import.meta.dirname;

describe('consoleScreenSources', () => {
  const sources = consoleScreenSources(webRoot);

  it('finds every screen the console routes, and nothing else', () => {
    expect(Object.keys(sources).sort()).toEqual(allScreens.map((screen) => screen.path).sort());
  });

  it('names modules that exist, screens sharing a module by the name bound to it', () => {
    for (const source of Object.values(sources)) {
      expect(existsSync(path.join(webRoot, source)), source).toBe(true);
    }
    expect(sources.orders).toBe('src/features/admin/orders/orders-screen.tsx');
    expect(sources['news-item']).toBe('src/features/admin/content/content-item-screen.tsx');
    expect(sources['site-page']).toBe(sources['rich-text']);
  });
});
