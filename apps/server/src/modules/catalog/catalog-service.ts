import { ownTables, type Connection } from '../../db/connection';
import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import { z } from 'zod';
import { pageFrom } from '../../db/paged-list';
import type { CatalogTables } from '../../db/tables/catalog';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { localized, localizedList } from '../../i18n/localized';
import { fenToYuan } from '../../lib/money';
import { toIso } from '../../lib/time';
import { applyToggle } from '../../lib/toggle';
import type { ArtisanService } from '../artisan/artisan-service';
import type { CatalogRepository, Priced } from './catalog-repository';

type ProductCard = ActionOutput<'productList'>['list'][number];
type CardRow = Pick<
  NonNullable<Awaited<ReturnType<CatalogRepository['productById']>>>,
  | 'id'
  | 'type'
  | 'category_id'
  | 'name_zh'
  | 'name_en'
  | 'image'
  | 'price'
  | 'score_price'
  | 'earn_score'
  | 'stock'
  | 'sales'
>;

const imagesColumn = z.array(z.string());
const specsColumn = z.array(z.object({ name: z.string(), value: z.string() }));

/** A product is priced in its own mall only: cash in the art mall, points in the points mall. */
export function toCard(row: CardRow, lang: Lang): ProductCard {
  return {
    id: row.id,
    type: row.type,
    category_id: row.category_id,
    name: localized(row, 'name', lang),
    image: row.image,
    price: fenToYuan(row.type === 'art' ? row.price : 0),
    score_price: row.type === 'points' ? row.score_price : 0,
    earn_score: row.earn_score,
    stock: row.stock,
    sales: row.sales,
  };
}

export function catalogService(repo: CatalogRepository, artisans: ArtisanService, clock: Clock) {
  async function refuseUnknown(id: number): Promise<void> {
    if (!(await repo.productExists(id))) throw new AppError('productNotFound');
  }

  return {
    /** Cards of these products, on sale or not, each with its sale flag, by id. */
    async cardsByIds(ids: readonly number[], lang: Lang) {
      const rows = await repo.cardsByIds(ids);
      return new Map(
        rows.map((row) => [row.id, { ...toCard(row, lang), on_sale: row.on_sale === 1 }]),
      );
    },

    /** What an order copies from these products, with their sale flag and stock. */
    forCheckout(ids: readonly number[]) {
      return repo.forCheckout(ids);
    },

    /** Stock moves inside the caller's transaction (an order's); see the repository. */
    takeStock(
      trxGiven: Connection,
      productId: number,
      quantity: number,
      now: number,
      priced: Priced,
    ) {
      const trx = ownTables<CatalogTables>(trxGiven);
      return repo.within(trx).takeStock(productId, quantity, now, priced);
    },
    returnStock(trxGiven: Connection, productId: number, quantity: number, now: number) {
      const trx = ownTables<CatalogTables>(trxGiven);
      return repo.within(trx).returnStock(productId, quantity, now);
    },

    /**
     * How a product sells, inside the caller's transaction: `draw` while it has a drop (only its
     * winners may order it), `first_come` otherwise.
     */
    async setSaleMode(
      trxGiven: Connection,
      productId: number,
      mode: 'first_come' | 'draw',
      now: number,
    ): Promise<void> {
      await ownTables<CatalogTables>(trxGiven)
        .updateTable('products')
        .set({ sale_mode: mode, updated_at: now })
        .where('id', '=', productId)
        .execute();
    },

    async products(
      { page, limit, sort, ...filter }: ActionParams<'productList'>,
      lang: Lang,
    ): Promise<ActionOutput<'productList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.productPage(filter, sort, offset, limit),
        (rows) => rows.map((row) => toCard(row, lang)),
      );
    },

    /** The picture a product's page opens on (its first), for the page's preload hint. */
    async leadImage(id: number): Promise<string | undefined> {
      const row = await repo.productImages(id);
      return row ? imagesColumn.parse(JSON.parse(row.images))[0] : undefined;
    },

    async product(
      { id }: ActionParams<'productInfo'>,
      lang: Lang,
      userId: number | undefined,
    ): Promise<ActionOutput<'productInfo'>> {
      const [row, collected] = await Promise.all([
        repo.productById(id),
        userId === undefined ? false : repo.isCollected(userId, id),
      ]);
      if (!row) throw new AppError('productNotFound');
      return {
        ...toCard(row, lang),
        category_name: localized(
          { name_zh: row.category_name_zh, name_en: row.category_name_en },
          'name',
          lang,
        ),
        images: imagesColumn.parse(JSON.parse(row.images)),
        // Stored sanitised; see lib/rich-text.
        description: localized(row, 'description', lang),
        specs: localizedList(row, 'specs', lang, specsColumn),
        brand: localized(row, 'brand', lang),
        product_no: row.product_no,
        gross_weight: row.gross_weight,
        age_of_use: localized(row, 'age_of_use', lang),
        material: localized(row, 'material', lang),
        size: localized(row, 'size', lang),
        on_sale: row.on_sale === 1,
        artisan: await artisans.brief(row.artisan_id, lang),
        is_collected: collected,
      };
    },

    async collect(
      { product_id, collected }: ActionParams<'productCollection'>,
      userId: number,
    ): Promise<ActionOutput<'productCollection'>> {
      await refuseUnknown(product_id);
      const now = await applyToggle(
        {
          add: () => repo.addCollection(userId, product_id, clock.now()),
          remove: () => repo.removeCollection(userId, product_id),
        },
        collected,
      );
      return { collected: now };
    },

    async collection(
      { page, limit }: ActionParams<'productCollectionList'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'productCollectionList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.collectionPage(userId, offset, limit),
        (rows) =>
          rows.map((row) => ({
            id: row.collection_id,
            product_id: row.id,
            created_at: toIso(row.collected_at),
            product: toCard(row, lang),
          })),
      );
    },
  };
}
export type CatalogService = ReturnType<typeof catalogService>;
