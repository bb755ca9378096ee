import type { CatalogService } from './catalog-service';

/** The product page (`/productDetail?id=`) opens on its product's first picture. */
export function productPageLeadImage(catalog: Pick<CatalogService, 'leadImage'>) {
  return async (pathname: string, query: URLSearchParams): Promise<string | undefined> => {
    if (pathname !== '/productDetail') return undefined;
    const id = Number(query.get('id'));
    return Number.isSafeInteger(id) && id > 0 ? catalog.leadImage(id) : undefined;
  };
}
