import type { ModuleHandlers } from '../action-handler';
import type { CatalogService } from './catalog-service';

export const catalogActions = {
  productList: ({ input, services, lang }) => services.catalog.products(input, lang),
  productInfo: ({ input, services, lang, user }) => services.catalog.product(input, lang, user?.id),
  productCollection: ({ input, services, user }) => services.catalog.collect(input, user.id),
  productCollectionList: ({ input, services, lang, user }) =>
    services.catalog.collection(input, lang, user.id),
} satisfies ModuleHandlers<{ catalog: CatalogService }>;
