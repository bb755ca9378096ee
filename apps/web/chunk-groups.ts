import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

/*
 * How the build splits the app's code into files. The bundler alone gives every set of lazy
 * parts that share a module a file of its own: a first visit then fetched dozens of files of a
 * few hundred bytes, one after another. The groups below put such modules in a few files, each
 * named for who loads it, under three rules:
 * - nothing moves into what /about's first load fetches unless that load runs it anyway (the
 *   entry's and the layout's files): /about has a byte budget;
 * - the shop's budgeted pages (malls, product page, news) keep the bundler's split, which
 *   downloads the least;
 * - a group's modules import only their own group or files loaded before them, so no two files
 *   import each other (the build fails on a cycle: scripts/first-load.mjs `chunkCycles`).
 */

/**
 * Libraries every page needs, split out so they stay cached across deploys of page code.
 * antd is deliberately absent: letting the bundler split it per route keeps components that
 * only later pages use off the first load of /about (and the malls).
 */
export const framework =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack)[\\/]/;

export type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

/** A module's id from its path in apps/web. */
export const fromHere = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * The modules that load a module's code on their own: the entry and the modules something
 * imports dynamically, reached by walking up its static importers.
 */
export function loadersOf(
  id: string,
  info: ModuleInfoOf,
  cache: Map<string, Set<string>>,
): Set<string> {
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
      return antdParts.find(({ modules }) => modules?.has(id))?.name ?? null;
    },
    // Each module is placed by `name` alone: a component's dependencies by their own use.
    includeDependenciesRecursively: false,
  };
}

/** antd and the libraries it is built on. */
const antdLibraries =
  /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|react-is|@emotion|stylis|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|resize-observer-polyfill|copy-to-clipboard|toggle-selection)[\\/]/;

/**
 * antd's parts in a few files, each the components some pages start with, less those of the
 * parts before it: antd's root and its button, which every antd page needs; the personal area's
 * frame and centre.
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
].map((part) => ({ ...part, roots: part.roots.map(fromHere) }));

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

/** The page table: what it imports goes in its file (every page but /about loads it first). */
const pageTable = fromHere('src/app/routes/page-routes.ts');

/** The lazy modules the personal centre's first visit starts with. */
const areaFirstPages = [
  'src/shared/ui/antd-root.tsx',
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
 * personal centre's first visit fetched dozens of files of a few hundred bytes, one after
 * another. These go into a few files instead:
 * - `page-routes`: what the page table imports, beside it;
 * - `app-shared` and `libraries-shared`: the app's and other libraries' modules the personal
 *   centre's first pages share, unless a shop or news page loads them too (they keep the
 *   bundler's split, which downloads the least).
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
      if (antdLibraries.test(id) || framework.test(id)) return null;
      if (reachesLazyModule(id, info, lazyCache)) return null;
      pageTableModules ??= staticClosure([pageTable], info);
      if (pageTableModules.has(id)) return 'page-routes';
      firstPageModules ??= staticClosure(areaFirstPages, info);
      if (!firstPageModules.has(id) || loaders.length < 2) return null;
      if (loaders.some((loader) => budgetedPages.test(loader))) return null;
      // antd's files import the libraries it shares with the app: those go in a file of their
      // own, which imports nothing of antd's or the app's.
      return id.includes('node_modules') ? 'libraries-shared' : 'app-shared';
    },
    includeDependenciesRecursively: false,
  };
}

/** Whether a module is loaded lazily, or imports one (statically, at any depth). */
export function reachesLazyModule(
  id: string,
  info: ModuleInfoOf,
  cache: Map<string, boolean>,
): boolean {
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

/** The groups, highest priority first (Rolldown's `codeSplitting.groups`). */
export const chunkGroups = [
  { name: 'framework', test: framework, priority: 2 },
  entryAndLayoutChunks(),
  antdChunks(),
  appAreaChunks(),
  smallSharedChunk(),
];
