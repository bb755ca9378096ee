import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { directLibraryImports } from './direct-imports-plugin.ts';
import { regionPinyinTable } from './region-pinyin-plugin.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8081}`;

/**
 * Libraries every page needs, split out so they stay cached across deploys of page code.
 * antd is deliberately absent: letting the bundler split it per route keeps components that
 * only later pages use off the first load of /about (and the malls).
 */
const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;

/** The console's own code: its frame and screens, all loaded only under /admin. */
const consoleArea = /src[\\/](features[\\/]admin|app[\\/]layout[\\/]console-frame)/;

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

/**
 * The modules that load a module's code on their own: the entry and the modules something
 * imports dynamically, reached by walking up its static importers.
 */
function loadersOf(id: string, info: ModuleInfoOf, cache: Map<string, Set<string>>): Set<string> {
  const known = cache.get(id);
  if (known) return known;
  const loaders = new Set<string>();
  cache.set(id, loaders);
  const module = info(id);
  if (!module) return loaders;
  if (module.isEntry || module.dynamicImporters.length > 0) loaders.add(id);
  for (const importer of module.importers) {
    for (const loader of loadersOf(importer, info, cache)) loaders.add(loader);
  }
  return loaders;
}

/**
 * The bundler gives modules that several lazy parts share a chunk per set of sharers: on a page
 * built with antd, dozens of files of a few kB, fetched one after another as each arrives. antd's
 * modules go into a few files instead (`antdParts`); everything else, the shop's pages above all,
 * keeps the bundler's split, which downloads the least.
 */
function antdChunks(): Rolldown.CodeSplittingGroup {
  const cache = new Map<string, Set<string>>();
  return {
    name(id, ctx) {
      if (!antdLibraries.test(id)) return null;
      const info: ModuleInfoOf = (moduleId) => ctx.getModuleInfo(moduleId);
      for (const part of antdParts) part.modules ??= staticClosure(part.roots, info);
      const loaders = [...loadersOf(id, info, cache)];
      if (loaders.length < 2) return null;
      if (loaders.some((loader) => info(loader)?.isEntry || firstLoad.test(loader))) return null;
      const part = antdParts.find(({ modules }) => modules?.has(id));
      // The console's part holds only what no customer page uses: a customer never fetches it.
      if (part?.name === 'antd-console' && !loaders.every((loader) => consoleArea.test(loader))) {
        return null;
      }
      return part?.name ?? null;
    },
    // Each module is placed by `name` alone: a component's dependencies by their own use.
    includeDependenciesRecursively: false,
  };
}

/** antd and the libraries it is built on. */
const antdLibraries =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|@emotion|stylis|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|resize-observer-polyfill|copy-to-clipboard|toggle-selection)[\\/]/;

/**
 * antd's parts in a few files, each the components some pages start with, less those of the
 * parts before it: antd's root and its button, which every antd page needs;
 * the personal area's frame and centre; the console's frame and dashboard.
 */
const antdParts: Array<{ name: string; roots: string[]; modules?: Set<string> }> = [
  {
    name: 'antd-base',
    roots: ['src/shared/ui/antd-root.tsx', 'src/shared/ui/guarded-button.tsx'],
  },
  {
    name: 'antd-personal',
    roots: [
      'src/app/routes/personal-page.tsx',
      'src/features/account/routes/my-center.tsx',
      'src/features/points/sign-in/sign-in-panel.tsx',
    ],
  },
  {
    name: 'antd-console',
    roots: [
      'src/app/layout/console-frame.tsx',
      'src/features/admin/dashboard/dashboard-screen.tsx',
    ],
  },
].map((part) => ({
  ...part,
  roots: part.roots.map((file) => fileURLToPath(new URL(file, import.meta.url))),
}));

function staticClosure(roots: string[], info: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of info(id)?.importedIds ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

/** The layout and /about: what they share keeps the bundler's own split (their budget). */
const firstLoad =
  /src[\\/](app[\\/]layout[\\/]app-layout|features[\\/]site[\\/]routes[\\/]about)\./;

// ---- The console's and the personal centre's first visits: small shared modules grouped ----
// (kept apart from the antd grouping above so each can change on its own)

const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The page table: what it imports goes in its file (every page but /about loads it first). */
const pageTable = fromHere('src/app/routes/page-routes.ts');

/** The lazy modules the console's and the personal centre's first visits start with. */
const areaFirstPages = [
  'src/shared/ui/antd-root.tsx',
  'src/app/layout/console-frame.tsx',
  'src/features/admin/dashboard/dashboard-screen.tsx',
  'src/app/routes/personal-page.tsx',
  'src/features/account/routes/my-center.tsx',
  'src/features/points/sign-in/sign-in-panel.tsx',
  // The header's badges, fetched as soon as someone is signed in.
  'src/app/layout/account-badges.ts',
].map(fromHere);

/**
 * The lazy parts of the shop's and the news pages (the points mall's ranking too), which the
 * budgets hold to /about's.
 */
const budgetedPages =
  /src[\\/](features[\\/](shop|content|site|points[\\/]rank)|app[\\/]routes[\\/](product-page|shop-routes|content-routes))/;

/**
 * The bundler gives the small modules several lazy parts share a file per set of sharers: the
 * console's and the personal centre's first visits fetched dozens of files of a few hundred
 * bytes, one after another. These go into a few files instead:
 * - `page-routes`: what the page table imports, beside it;
 * - `app-shared` and `libraries-shared`: the app's and other libraries' modules the console's
 *   and the personal centre's first pages share, unless a shop or news page loads them too (they
 *   keep the bundler's split, which downloads the least);
 * - `antd-console-shared`: antd's modules the console's frame and dashboard start with that a
 *   customer page uses too (the console's antd file leaves those out).
 * Nothing the entry, the layout or /about loads moves (their budget). A module that is loaded
 * lazily, or imports one, keeps the bundler's place: the lazy module's own file would import the
 * group's and the group's import it back, and chunks importing each other in a cycle run their
 * code in the wrong order. What a grouped module imports is either in its group or loaded by more
 * pages, which no group's module imports from, so no two files import each other.
 */
function appAreaChunks(): Rolldown.CodeSplittingGroup {
  const cache = new Map<string, Set<string>>();
  const lazyCache = new Map<string, boolean>();
  let pageTableModules: Set<string> | undefined;
  let firstPageModules: Set<string> | undefined;
  return {
    name(id, ctx) {
      const info: ModuleInfoOf = (moduleId) => ctx.getModuleInfo(moduleId);
      const loaders = [...loadersOf(id, info, cache)];
      if (loaders.some((loader) => info(loader)?.isEntry || firstLoad.test(loader))) return null;
      if (antdLibraries.test(id)) return consoleSharedAntd(id, loaders, info);
      if (framework.test(id) || reachesLazyModule(id, info, lazyCache)) return null;
      pageTableModules ??= staticClosure([pageTable], info);
      if (pageTableModules.has(id)) return 'page-routes';
      firstPageModules ??= staticClosure(areaFirstPages, info);
      if (!firstPageModules.has(id) || loaders.length < 2) return null;
      if (loaders.some((loader) => budgetedPages.test(loader))) return null;
      // What only the console shares stays out of the personal centre's files, and the other way.
      const area = loaders.every((loader) => consoleArea.test(loader)) ? 'console' : 'app';
      // antd's files import the libraries it shares with the app: those go in a file of their
      // own, which imports nothing of antd's or the app's.
      return id.includes('node_modules') ? 'libraries-shared' : `${area}-shared`;
    },
    includeDependenciesRecursively: false,
  };
}

/** Whether a module is loaded lazily, or imports one (statically, at any depth). */
function reachesLazyModule(id: string, info: ModuleInfoOf, cache: Map<string, boolean>): boolean {
  const known = cache.get(id);
  if (known !== undefined) return known;
  cache.set(id, false);
  const module = info(id);
  const reaches =
    (module?.dynamicImporters.length ?? 0) > 0 ||
    (module?.importedIds ?? []).some((imported) => reachesLazyModule(imported, info, cache));
  cache.set(id, reaches);
  return reaches;
}

/**
 * antd's modules that the console's frame and dashboard start with and some customer page uses
 * too. The customer pages that use them (cart, orders) fetch the file whole; the budgeted ones
 * take theirs from antd's files before it.
 */
function consoleSharedAntd(id: string, loaders: string[], info: ModuleInfoOf): string | null {
  const part = antdParts.find(({ name }) => name === 'antd-console');
  if (!part || loaders.length < 2) return null;
  part.modules ??= staticClosure(part.roots, info);
  return part.modules.has(id) ? 'antd-console-shared' : null;
}
// ---- end of the first visits' grouping ----------------------------------------------------

/**
 * What the entry imports, in one file beside it, and what the shop's layout shares with other
 * pages, in another. The bundler gives a module the entry loads a file of its own when a lazy
 * page imports it too (rolldown#10731), and a module the layout shares a file per set of
 * sharers: a dozen files of a few hundred bytes that every first visit fetched one by one. Every
 * page runs the entry, and every shop page the layout, so neither group adds to what they load.
 */
function entryAndLayoutChunks(): Rolldown.CodeSplittingGroup {
  let entry: Set<string> | undefined;
  let layout: Set<string> | undefined;
  const cache = new Map<string, Set<string>>();
  return {
    name(id, ctx) {
      const info: ModuleInfoOf = (moduleId) => ctx.getModuleInfo(moduleId);
      const main = fromHere('src/main.tsx');
      entry ??= staticClosure([main], info);
      if (entry.has(id)) return id === main ? null : 'entry-shared';
      layout ??= staticClosure([fromHere('src/app/layout/app-layout.tsx')], info);
      if (!layout.has(id) || loadersOf(id, info, cache).size < 2) return null;
      return 'layout-shared';
    },
    priority: 1,
  };
}

/** Source bytes under which a shared module costs a page more as a file than as bytes. */
const SMALL_MODULE = 3000;

/**
 * Small modules several lazy parts share, in one file: the bundler gives each set of sharers a
 * file, and a console or account page fetched a dozen files of a few hundred bytes. Only modules
 * whose imports are in the entry's files or the group itself, so the group's file imports
 * nothing that imports it back; none /about loads (its budget).
 */
function smallSharedChunk(): Rolldown.CodeSplittingGroup {
  const cache = new Map<string, Set<string>>();
  const verdicts = new Map<string, boolean>();
  let entry: Set<string> | undefined;
  let firstPages: Set<string> | undefined;
  const captured = (id: string, info: ModuleInfoOf): boolean => {
    const known = verdicts.get(id);
    if (known !== undefined) return known;
    verdicts.set(id, false);
    const module = info(id);
    const loaders = [...loadersOf(id, info, cache)];
    const verdict =
      module !== null &&
      (module.code?.length ?? Infinity) < SMALL_MODULE &&
      module.dynamicImporters.length === 0 &&
      module.dynamicallyImportedIds.length === 0 &&
      !antdLibraries.test(id) &&
      loaders.length >= 2 &&
      !loaders.some((loader) => info(loader)?.isEntry || firstLoad.test(loader)) &&
      module.importedIds.every(
        (imported) => entry?.has(imported) || framework.test(imported) || captured(imported, info),
      );
    verdicts.set(id, verdict);
    return verdict;
  };
  return {
    name(id, ctx) {
      const info: ModuleInfoOf = (moduleId) => ctx.getModuleInfo(moduleId);
      entry ??= staticClosure([fromHere('src/main.tsx')], info);
      firstPages ??= staticClosure(areaFirstPages, info);
      if (entry.has(id) || framework.test(id) || !firstPages.has(id)) return null;
      return captured(id, info) ? 'small-shared' : null;
    },
    includeDependenciesRecursively: false,
  };
}

const vendorGroups = [
  { name: 'framework', test: framework, priority: 2 },
  entryAndLayoutChunks(),
  antdChunks(),
  appAreaChunks(),
  smallSharedChunk(),
];

/**
 * The files lazy modules need before they run: their chunks, the chunks those import, and the
 * CSS of all of them; less what the entry already brings (index.html names those itself).
 */
function chunkFiles(
  bundle: Rolldown.OutputBundle,
  sources: string[],
): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const closure = (fileName: string, into: Set<string>) => {
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk' || into.has(fileName)) return;
    into.add(fileName);
    for (const imported of chunk.imports) closure(imported, into);
  };
  const entry = new Set<string>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === 'chunk' && chunk.isEntry) closure(chunk.fileName, entry);
  }
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.isDynamicEntry) continue;
    const id = chunk.facadeModuleId?.replaceAll('\\', '/') ?? '';
    if (sources.some((source) => id.endsWith(source))) closure(chunk.fileName, scripts);
  }
  for (const file of entry) scripts.delete(file);
  for (const file of scripts) {
    const chunk = bundle[file];
    if (chunk?.type === 'chunk') chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function preloadTags({ scripts, styles }: { scripts: string[]; styles: string[] }): string[] {
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
}

const PRELOADS = /\n\s*<!-- first-page preloads -->[\s\S]*<!-- \/first-page preloads -->/;

/**
 * Lazy pages are discovered only once the entry runs. The layout (every page) and /about (where
 * `/` lands) are announced in index.html instead, so they download alongside the entry. The
 * pages in `pages` get their own copy, pages/<path>.html, announcing the modules listed for them
 * instead; the server answers their path, and the paths below it, with it (apps/server web
 * plugin).
 */
function preloadFirstPages(layout: string, about: string, pages: Record<string, string[]>): Plugin {
  return {
    name: 'atelier:preload-first-pages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const tags = preloadTags(chunkFiles(ctx.bundle ?? {}, [layout, about]));
        const block = ['<!-- first-page preloads -->', ...tags, '<!-- /first-page preloads -->'];
        return html.replace('</head>', `  ${block.join('\n    ')}\n  </head>`);
      },
    },
    // After the bundle is written, when index.html is final.
    async writeBundle(options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset' || !options.dir) return;
      const html = String(index.source);
      for (const [pagePath, sources] of Object.entries(pages)) {
        const files = chunkFiles(bundle, sources);
        const tags = preloadTags(files).join('\n    ');
        const file = path.join(options.dir, `pages${pagePath}.html`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, html.replace(PRELOADS, `\n    ${tags}`));
      }
    },
  };
}

/**
 * The entry's stylesheet (a few kB of base rules) goes into index.html itself: as a separate
 * file it held the first paint back by a round trip, while every page needs it at once.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'atelier:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (link, fileName: string) => {
            const asset = ctx.bundle?.[fileName];
            if (asset?.type !== 'asset') return link;
            // The disabled link is never fetched; it tells Vite's preload helper that the sheet
            // is on the page, so a lazy chunk sharing the entry's modules does not load it again.
            return `<style>${String(asset.source)}</style>\n    <link rel="stylesheet" href="/${fileName}" disabled>`;
          },
        );
      },
    },
  };
}

const shopLayout = 'src/app/layout/app-layout.tsx';
const pageTableSource = 'src/app/routes/page-routes.ts';
/** A shop page's document announces the layout, the page table and the page's own code. */
const shopPage = (source: string) => [shopLayout, pageTableSource, source];
/** A console page's announces the console's frame, and the screen's code where it is known. */
const consolePage = (...screens: string[]) => [
  pageTableSource,
  'src/shared/ui/antd-root.tsx',
  'src/app/layout/console-frame.tsx',
  ...screens,
];

const config: UserConfig = {
  plugins: [
    react(),
    directLibraryImports(),
    regionPinyinTable(),
    preloadFirstPages(shopLayout, 'src/features/site/routes/about.tsx', {
      '/GLOBALSHOP': shopPage('src/features/shop/routes/mall.tsx'),
      '/artPeripherals': shopPage('src/features/shop/routes/mall.tsx'),
      '/Figure': shopPage('src/features/shop/routes/mall.tsx'),
      '/PointsMall': shopPage('src/features/shop/routes/mall.tsx'),
      '/productDetail': shopPage('src/app/routes/product-page.tsx'),
      '/news': shopPage('src/features/content/routes/content-pages.ts'),
      '/myCenter': [
        ...shopPage('src/features/account/routes/my-center.tsx'),
        'src/shared/ui/antd-root.tsx',
        'src/app/routes/personal-page.tsx',
        'src/features/points/sign-in/sign-in-panel.tsx',
      ],
      // The console has a frame of its own: none of the shop's layout or /about.
      '/admin': consolePage(),
      '/admin/dashboard': consolePage('src/features/admin/dashboard/dashboard-screen.tsx'),
    }),
    inlineEntryCss(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 8080,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: { port: 8080, strictPort: true },
  // Absolute, not relative: every path falls back to index.html, and a relative base would
  // resolve assets against nested paths such as /admin/orders.
  base: '/',
  build: {
    outDir: 'dist',
    assetsDir: 'static',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell exports (`NODE_ENV=development
  // npm start` must not ship React's development bundle). Vite reads NODE_ENV after this runs.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});
