import type { RouteSpec } from '../routes';

const read = { method: 'GET', auth: true, permission: 'catalog' } as const;
const write = { method: 'POST', auth: true, permission: 'catalog' } as const;

export const catalogConsoleRoutes = {
  productAdminList: read,
  productAdminInfo: read,
  productSave: write,
  productPublish: write,
  stockAdjust: write,
  stockMovements: read,
  productExport: read,
  // Checks a file and stores nothing.
  productImportPreview: { ...write, reads: true },
  productImport: write,
  categoryAdminList: read,
  categorySave: write,
  categoryReorder: write,
  bannerAdminList: read,
  bannerSave: write,
  bannerReorder: write,
  bannerDelete: write,
  artistAdminList: read,
  artistSave: write,
} as const satisfies Record<string, RouteSpec>;
