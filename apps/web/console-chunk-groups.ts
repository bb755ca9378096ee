import type { Rolldown } from 'vite';
import {
  framework,
  fromHere,
  loadersOf,
  reachesLazyModule,
  type ModuleInfoOf,
} from './chunk-groups.ts';

/*
 * How the console's build (vite.config.ts) splits its code. The bundler alone gives every set of
 * screens that share a module a file of its own: a screen opened from a bookmark fetched up to 66
 * files. The console's screens share most of what they use (antd's form, inputs and buttons; the
 * list and its table), so that goes into a few files:
 * - `console-common`: what the first visit (frame and dashboard) runs and most screens share;
 * - `console-screens`: what most other screens share and the first visit does not use;
 * - `<part>-shared`: what only screens of one part of the console (`features/admin/<part>`) share;
 * - `console-small`: small modules several screens share, none of the first visit's.
 * A module that is loaded lazily, or imports one, keeps the bundler's place (a cycle between two
 * files runs their code in the wrong order). The first two are closed under import: whatever
 * their modules import is shared at least as widely, so it is in them or in the entry's files. A
 * part's modules import only what is shared at least as widely, which never imports back. The
 * small file takes only modules whose imports are in the entry's files, a group or the small file
 * itself, so no two files import each other.
 */

/** How many of the console's lazy parts must share a module before it joins a common file. */
const SHARED_BY = 15;
/** Source bytes under which a shared module costs a screen more as a file than as bytes. */
const SMALL_MODULE = 3000;

/**
 * The small modules worth a shared file: the app's own and antd's icons. A library's small
 * modules stay with the component they build (its file is fetched whole anyway).
 */
const ownOrIcon = /^(?!.*node_modules)|node_modules[\\/]@ant-design[\\/]icons/;

/** What the console's document announces: antd's root and the console's frame. */
export const consoleFrame = ['src/shared/ui/antd-root.tsx', 'src/app/layout/console-frame.tsx'];

/** The lazy modules the console's first visit (its dashboard) starts with. */
const firstVisit = new Set(
  [...consoleFrame, 'src/features/admin/dashboard/dashboard-screen.tsx'].map(fromHere),
);

function consoleChunks(): Rolldown.CodeSplittingGroup {
  const cache = new Map<string, Set<string>>();
  const lazyCache = new Map<string, boolean>();
  const placed = new Map<string, string | null>();
  const place = (id: string, info: ModuleInfoOf): string | null => {
    const known = placed.get(id);
    if (known !== undefined) return known;
    placed.set(id, null);
    const group = groupOf(id, info);
    placed.set(id, group);
    return group;
  };
  /** The file a module goes in, by the rules above; null where the bundler places it. */
  const groupOf = (id: string, info: ModuleInfoOf): string | null => {
    const module = info(id);
    if (!module || framework.test(id) || reachesLazyModule(id, info, lazyCache)) return null;
    const loaders = [...loadersOf(id, info, cache)];
    if (loaders.some((loader) => info(loader)?.isEntry)) return null;
    const inFirstVisit = loaders.some((loader) => firstVisit.has(loader));
    if (loaders.length >= SHARED_BY) return inFirstVisit ? 'console-common' : 'console-screens';
    if (loaders.length < 2 || inFirstVisit) return null;
    const area = areaOf(loaders);
    if (area) return `${area}-shared`;
    const small =
      ownOrIcon.test(id) &&
      (module.code?.length ?? Infinity) < SMALL_MODULE &&
      module.importedIds.every(
        (imported) =>
          place(imported, info) !== null ||
          framework.test(imported) ||
          isEntryModule(imported, info, cache),
      );
    return small ? 'console-small' : null;
  };
  return {
    name: (id, ctx) => place(id, (moduleId) => ctx.getModuleInfo(moduleId)),
    includeDependenciesRecursively: false,
  };
}

/** The console's part (`features/admin/<part>`) all the given screens belong to, if one. */
function areaOf(loaders: string[]): string | undefined {
  const areas = new Set(loaders.map((loader) => adminArea.exec(loader)?.[1]));
  const [area] = areas;
  return areas.size === 1 ? area : undefined;
}
const adminArea = /src[\\/]features[\\/]admin[\\/]([^\\/]+)[\\/]/;

/** Whether the entry loads a module (it is then in the entry's own files). */
function isEntryModule(id: string, info: ModuleInfoOf, cache: Map<string, Set<string>>): boolean {
  return [...loadersOf(id, info, cache)].some((loader) => info(loader)?.isEntry);
}

/** The groups, highest priority first (Rolldown's `codeSplitting.groups`). */
export const consoleChunkGroups = [
  { name: 'framework', test: framework, priority: 2 },
  consoleChunks(),
];
