import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { pageFrom } from '../../db/paged-list';
import type { CatalogTables } from '../../db/tables/catalog';
import { isUniqueViolation } from '../../db/dialect';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { t } from '../../i18n/messages';
import type { Clock } from '../../lib/clock';
import { fenToYuan } from '../../lib/money';
import type { ResponseCache } from '../../lib/response-cache';
import { writeThenForget } from '../../lib/write-then-forget';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import type { ArtisanConsoleService } from '../artisan/artisan-console-service';
import type { SettingsRepository } from '../settings/settings-repository';
import type { SiteConsoleService } from '../site/site-console-service';
import { LOW_STOCK } from '@atelier/contract';
import type { CatalogConsoleRepository } from './catalog-console-repository';
import { checkRow, productsCsv, readCsv } from './product-csv';
import {
  auditedFields,
  missingEnglish,
  productColumns,
  productRecord,
  releaseColumns,
  releaseText,
  type ProductRow,
} from './product-record';

/** The latest movements a product's console page shows; the rest are paged. */
const RECENT_MOVEMENTS = 10;
/** An export holds at most this many products; filter to export more in parts. */
const EXPORT_MAX = 10_000;

type ImportPreview = ActionOutput<'productImportPreview'>;

function toMovement(row: {
  id: number;
  delta: number;
  stock_after: number;
  reason: string;
  actor_name: string;
  created_at: number;
}) {
  return { ...row, created_at: toIso(row.created_at) };
}

/**
 * The console's products: list, form, publishing, stock and CSV files. Every write forgets the
 * public catalogue answers after it commits, so the malls and product pages show it at once.
 */
export function catalogConsoleService(
  dbGiven: Connection,
  repo: CatalogConsoleRepository,
  deps: {
    site: SiteConsoleService;
    artisans: ArtisanConsoleService;
    publicCache: ResponseCache;
    settings: SettingsRepository;
    clock: Clock;
    /** The orders' counts of units per customer, made again when a product is given a limit. */
    limitCounts: { recountLimited(trx: Connection, productId: number): Promise<void> };
  },
) {
  const db = ownTables<CatalogTables>(dbGiven);
  const { site, artisans, publicCache, settings, clock, limitCounts } = deps;

  const written = <T>(work: (trx: Kysely<CatalogTables>) => Promise<T>) =>
    writeThenForget(db, publicCache, 'catalog', work);

  /** A product's category must exist and be of the product's mall; its artist must exist. */
  async function refuseBadLinks(input: ActionParams<'productSave'>) {
    const category = await site.category(input.category_id);
    if (!category) throw new AppError('categoryNotFound');
    if (category.type !== input.type) throw new AppError('categoryWrongMall');
    if (
      input.artisan_id !== null &&
      !(await artisans.existing([input.artisan_id])).has(input.artisan_id)
    )
      throw new AppError('artisanNotFound');
  }

  async function takenNumber<T>(productNo: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError('productNoTaken', { product_no: productNo });
      throw err;
    }
  }

  /** The file's rows checked, with the parsed input and the product each one would update. */
  async function preview(csv: string, lang: Lang) {
    const rows = readCsv(csv);
    const [categories, existing, artistIds] = await Promise.all([
      site.categoryTypes(),
      repo.byNumbers(rows.map((row) => row.product_no)),
      artisans.existing([
        ...new Set(
          rows.map((row) => Number(row.artisan_id)).filter((n) => Number.isInteger(n) && n > 0),
        ),
      ]),
    ]);
    const known = new Map(existing.map((row) => [row.product_no, row]));
    const firstLine = new Map<string, number>();
    const checked = rows.map((values, index) => {
      const line = index + 2;
      const { input, on_sale, errors } = checkRow(values, lang);
      if (input) {
        const mall = categories.get(input.category_id);
        if (mall === undefined) errors.push(t(lang, 'categoryNotFound'));
        else if (mall !== input.type) errors.push(t(lang, 'categoryWrongMall'));
        if (input.artisan_id !== null && !artistIds.has(input.artisan_id))
          errors.push(t(lang, 'artisanNotFound'));
      }
      const earlier = firstLine.get(values.product_no);
      if (earlier !== undefined) errors.push(t(lang, 'csvDuplicate', { line: earlier }));
      else firstLine.set(values.product_no, line);
      return { line, input, on_sale, existing: known.get(values.product_no), values, errors };
    });
    const answer: ImportPreview = {
      rows: checked.map(({ line, values, errors, existing: before }) => ({
        line,
        product_no: values.product_no,
        action: before ? ('update' as const) : ('create' as const),
        values,
        errors,
      })),
      valid: checked.every((row) => row.errors.length === 0),
    };
    return { answer, checked };
  }

  return {
    /** The console's categories, each with how many products it holds. */
    async categories(
      input: ActionParams<'categoryAdminList'>,
    ): Promise<ActionOutput<'categoryAdminList'>> {
      const [categories, counts] = await Promise.all([
        site.categories(input),
        repo.countByCategory(),
      ]);
      return categories.map((row) => ({ ...row, product_count: counts.get(row.id) ?? 0 }));
    },

    async list(
      { page, limit, sort, ...filter }: ActionParams<'productAdminList'>,
      lang: Lang,
    ): Promise<ActionOutput<'productAdminList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.page(filter, sort, offset, limit),
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            type: row.type,
            product_no: row.product_no,
            name_zh: row.name_zh,
            name_en: row.name_en,
            image: row.image,
            category_id: row.category_id,
            category_name: localized(
              { name_zh: row.category_name_zh, name_en: row.category_name_en },
              'name',
              lang,
            ),
            price: fenToYuan(row.price),
            score_price: row.score_price,
            stock: row.stock,
            sales: row.sales,
            on_sale: row.on_sale === 1,
            low_stock: row.stock <= LOW_STOCK,
            missing_english: missingEnglish(row),
            updated_at: toIso(row.updated_at),
          })),
      );
    },

    async info(id: number) {
      const [row, movements, shop] = await Promise.all([
        repo.byId(id),
        repo.movements(id, 0, RECENT_MOVEMENTS),
        settings.shop(),
      ]);
      if (!row) throw new AppError('productNotFound');
      return {
        ...productRecord(row),
        release_at: releaseText(row, shop.time_zone),
        movements: movements.rows.map(toMovement),
      };
    },

    async save(
      input: ActionParams<'productSave'>,
      audit: Auditor,
    ): Promise<ActionOutput<'productSave'>> {
      await refuseBadLinks(input);
      const { id, stock, ...fields } = input;
      const now = clock.now();
      const release = releaseColumns(fields, (await settings.shop()).time_zone);
      if (await repo.numberTaken(fields.product_no, id))
        throw new AppError('productNoTaken', { product_no: fields.product_no });
      return takenNumber(fields.product_no, () =>
        written(async (trx) => {
          const r = repo.within(trx);
          if (id === undefined) {
            const created = await r.insert({
              ...productColumns(fields, now),
              ...release,
              stock,
              sales: 0,
              on_sale: 0,
              sort: 0,
              created_at: now,
            });
            const row = await r.byId(created);
            await audit.record(trx, {
              target_type: 'product',
              target_id: created,
              before: null,
              after: row ? auditedFields(row) : null,
            });
            return { id: created };
          }
          const before = await r.byId(id);
          if (!before) throw new AppError('productNotFound');
          await r.update(id, { ...productColumns(fields, now), ...release });
          const after = (await r.byId(id)) as ProductRow;
          if (
            after.limit_per_customer !== null &&
            after.limit_per_customer !== before.limit_per_customer
          )
            await limitCounts.recountLimited(trx, id);
          await audit.record(trx, {
            target_type: 'product',
            target_id: id,
            before: auditedFields(before),
            after: auditedFields(after),
          });
          return { id };
        }),
      );
    },

    async publish(
      { id, on_sale }: ActionParams<'productPublish'>,
      audit: Auditor,
    ): Promise<ActionOutput<'productPublish'>> {
      return written(async (trx) => {
        const r = repo.within(trx);
        const before = await r.byId(id);
        if (!before) throw new AppError('productNotFound');
        await r.update(id, { on_sale: on_sale ? 1 : 0, updated_at: clock.now() });
        await audit.record(trx, {
          target_type: 'product',
          target_id: id,
          before: { on_sale: before.on_sale === 1 },
          after: { on_sale },
        });
        return { id, on_sale };
      });
    },

    async adjustStock(
      { id, delta, reason }: ActionParams<'stockAdjust'>,
      audit: Auditor,
    ): Promise<ActionOutput<'stockAdjust'>> {
      return written(async (trx) => {
        const r = repo.within(trx);
        const now = clock.now();
        const stock = await r.moveStock(id, delta, now);
        if (stock === undefined) {
          const row = await r.byId(id);
          if (!row) throw new AppError('productNotFound');
          throw new AppError('stockBelowZero', { stock: row.stock, amount: -delta });
        }
        await r.addMovement({
          product_id: id,
          delta,
          stock_after: stock,
          reason,
          actor_id: audit.actor.id,
          actor_name: audit.actor.name,
          created_at: now,
        });
        await audit.record(trx, {
          target_type: 'product',
          target_id: id,
          before: { stock: stock - delta },
          after: { stock, reason },
        });
        return { id, stock };
      });
    },

    async movements({
      product_id,
      page,
      limit,
    }: ActionParams<'stockMovements'>): Promise<ActionOutput<'stockMovements'>> {
      if (!(await repo.byId(product_id))) throw new AppError('productNotFound');
      return pageFrom(
        { page, limit },
        (offset) => repo.movements(product_id, offset, limit),
        (rows) => rows.map(toMovement),
      );
    },

    async exportCsv({
      sort,
      ...filter
    }: ActionParams<'productExport'>): Promise<ActionOutput<'productExport'>> {
      const rows = await repo.all(filter, sort, EXPORT_MAX);
      const day = new Date(clock.now()).toISOString().slice(0, 10);
      return { filename: `products-${day}.csv`, csv: productsCsv(rows) };
    },

    async importPreview(
      { csv }: ActionParams<'productImportPreview'>,
      lang: Lang,
    ): Promise<ActionOutput<'productImportPreview'>> {
      return (await preview(csv, lang)).answer;
    },

    /** Every row of the file in one transaction, or none: a bad row refuses the whole file. */
    async importCsv(
      { csv }: ActionParams<'productImport'>,
      lang: Lang,
      audit: Auditor,
    ): Promise<ActionOutput<'productImport'>> {
      const { answer, checked } = await preview(csv, lang);
      const bad = answer.rows.filter((row) => row.errors.length > 0);
      if (bad.length > 0)
        throw new AppError('csvBadRows', { lines: bad.map((row) => row.line).join(', ') });
      const now = clock.now();
      const reason = t(lang, 'csvStockReason');
      return written(async (trx) => {
        const r = repo.within(trx);
        let created = 0;
        let updated = 0;
        for (const row of checked) {
          if (!row.input) continue;
          const { stock, ...fields } = row.input;
          const columns = { ...productColumns(fields, now), on_sale: row.on_sale ? 1 : 0 };
          const before = await r.byId(row.existing?.id ?? 0);
          if (!before) {
            const id = await r.insert({ ...columns, stock, sales: 0, sort: 0, created_at: now });
            const after = (await r.byId(id)) as ProductRow;
            await audit.record(trx, {
              target_type: 'product',
              target_id: id,
              before: null,
              after: auditedFields(after),
            });
            created += 1;
            continue;
          }
          await r.update(before.id, columns);
          // The file's stock is the count staff made: the difference is a movement of its own.
          const delta = stock - before.stock;
          if (delta !== 0) {
            const stockNow = await r.moveStock(before.id, delta, now);
            if (stockNow === undefined)
              throw new AppError('stockBelowZero', { stock: before.stock, amount: -delta });
            await r.addMovement({
              product_id: before.id,
              delta,
              stock_after: stockNow,
              reason,
              actor_id: audit.actor.id,
              actor_name: audit.actor.name,
              created_at: now,
            });
          }
          const after = (await r.byId(before.id)) as ProductRow;
          await audit.record(trx, {
            target_type: 'product',
            target_id: before.id,
            before: auditedFields(before),
            after: auditedFields(after),
          });
          updated += 1;
        }
        return { created, updated };
      });
    },
  };
}
export type CatalogConsoleService = ReturnType<typeof catalogConsoleService>;
