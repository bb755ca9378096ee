import type { ModuleHandlers } from '../action-handler';
import type { AuditService } from '../admin/audit-service';
import type { ArtisanConsoleService } from '../artisan/artisan-console-service';
import type { SiteConsoleService } from '../site/site-console-service';
import type { CatalogConsoleService } from './catalog-console-service';

/** Console actions; the dispatcher admits only staff with each one's permission. */
export const catalogConsoleActions = {
  productAdminList: ({ input, services, lang }) => services.catalogConsole.list(input, lang),
  productAdminInfo: async ({ input, services, lang }) => ({
    ...(await services.catalogConsole.info(input.id)),
    history: await services.audit.history('product', input.id, lang),
  }),
  productSave: ({ input, services, audit }) => services.catalogConsole.save(input, audit),
  productPublish: ({ input, services, audit }) => services.catalogConsole.publish(input, audit),
  stockAdjust: ({ input, services, audit }) => services.catalogConsole.adjustStock(input, audit),
  stockMovements: ({ input, services }) => services.catalogConsole.movements(input),
  productExport: ({ input, services }) => services.catalogConsole.exportCsv(input),
  productImportPreview: ({ input, services, lang }) =>
    services.catalogConsole.importPreview(input, lang),
  productImport: ({ input, services, lang, audit }) =>
    services.catalogConsole.importCsv(input, lang, audit),
  categoryAdminList: ({ input, services }) => services.catalogConsole.categories(input),
  categorySave: ({ input, services, audit }) => services.siteConsole.saveCategory(input, audit),
  categoryReorder: ({ input, services, audit }) =>
    services.siteConsole.reorderCategories(input, audit),
  bannerAdminList: ({ input, services }) => services.siteConsole.banners(input),
  bannerSave: ({ input, services, audit }) => services.siteConsole.saveBanner(input, audit),
  bannerReorder: ({ input, services, audit }) => services.siteConsole.reorderBanners(input, audit),
  bannerDelete: ({ input, services, audit }) => services.siteConsole.deleteBanner(input, audit),
  artistAdminList: ({ input, services }) => services.artisanConsole.list(input),
  artistSave: ({ input, services, audit }) => services.artisanConsole.save(input, audit),
} satisfies ModuleHandlers<{
  catalogConsole: CatalogConsoleService;
  siteConsole: SiteConsoleService;
  artisanConsole: ArtisanConsoleService;
  audit: AuditService;
}>;
