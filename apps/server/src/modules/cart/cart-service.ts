import { ownTables, type Connection } from '../../db/connection';
import {
  CART_LINES_MAX,
  LINE_QUANTITY_MAX,
  type ActionOutput,
  type ActionParams,
  type CartLineIssue,
  type Lang,
} from '@atelier/contract';
import type { CartTables } from '../../db/tables/cart';
import { lockUserRow } from '../../db/dialect';
import { AppError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { toIso } from '../../lib/time';
import { refuseUnreleased, type CatalogService } from '../catalog/catalog-service';
import type { SettingsRepository } from '../settings/settings-repository';
import { cartRepository } from './cart-repository';

type CartLine = ActionOutput<'buyCarUpdate'>;
type Card = CartLine['product'];
type LineRow = { id: number; product_id: number; quantity: number; created_at: number };

/** A refused add or update can also meet a product that changed meanwhile: try again. */
const ATTEMPTS = 3;

function issueOf(card: Card, quantity: number): CartLineIssue | null {
  if (!card.on_sale) return 'off_sale';
  if (card.stock === 0) return 'out_of_stock';
  if (card.stock < quantity) return 'short';
  return null;
}

function toLine(row: LineRow, card: Card): CartLine {
  const issue = issueOf(card, row.quantity);
  return {
    id: row.id,
    product_id: row.product_id,
    quantity: row.quantity,
    product: card,
    line_total: fenToYuan(yuanToFen(card.price) * row.quantity),
    line_score: card.score_price * row.quantity,
    available: issue === null,
    issue,
    created_at: toIso(row.created_at),
  };
}

/** When a product goes on sale, as the rules compare it: epoch ms, null when it is on sale. */
const releaseOf = (card: Card) => (card.release_at === null ? null : Date.parse(card.release_at));

/** Why a product cannot be in a line of `wanted` units, if it cannot. */
function refusalFor(card: Card | undefined, wanted: number, asked = wanted): AppError | undefined {
  if (!card) return new AppError('productNotFound');
  if (!card.on_sale) return new AppError('productOffSale', { name: card.name });
  const limit = card.limit_per_customer;
  if (limit !== null && wanted > limit) {
    // What the line may still grow by; orders count what was bought.
    const left = Math.max(0, limit - (wanted - asked));
    return new AppError('purchaseLimitReached', { name: card.name, limit, left });
  }
  if (wanted > card.stock)
    return new AppError('stockShort', { name: card.name, stock: card.stock });
  if (wanted > LINE_QUANTITY_MAX) return new AppError('format.quantity');
  return undefined;
}

/**
 * The cart holds what a user means to buy; prices and stock are read from the catalogue each
 * time, so a line always shows the product as it is now. Stock is only taken by an order.
 */
export function cartService(
  dbGiven: Connection,
  catalog: CatalogService,
  settings: SettingsRepository,
  clock: Clock,
) {
  const db = ownTables<CartTables>(dbGiven);
  const repo = cartRepository(db);

  async function cardOf(productId: number, lang: Lang): Promise<Card | undefined> {
    return (await catalog.cardsByIds([productId], lang)).get(productId);
  }

  /** Refuses a product not yet released, naming its time on the shop's clock. */
  async function refuseUnlessReleased(card: Card | undefined, now: number): Promise<void> {
    const releaseAt = card ? releaseOf(card) : null;
    if (!card || releaseAt === null || releaseAt <= now) return;
    const { time_zone } = await settings.shop();
    refuseUnreleased({ name: card.name, release_at: releaseAt }, now, time_zone);
  }

  return {
    async create(
      { product_id, quantity }: ActionParams<'buyCarCreate'>,
      userId: number,
      lang: Lang,
    ): Promise<ActionOutput<'buyCarCreate'>> {
      for (let attempt = 1; ; attempt += 1) {
        const now = clock.now();
        // The user's row is held so concurrent adds of new products cannot overfill the cart.
        const line = await db.transaction().execute(async (trx) => {
          await lockUserRow(trx, userId);
          return repo.within(trx).add(userId, product_id, quantity, now);
        });
        if (line) return line;
        // Refused: find out why, to say so.
        const [card, existing] = await Promise.all([
          cardOf(product_id, lang),
          repo.lineOfProduct(userId, product_id),
        ]);
        await refuseUnlessReleased(card, now);
        const refusal =
          refusalFor(card, (existing?.quantity ?? 0) + quantity, quantity) ??
          (existing ? undefined : new AppError('cartFull', { max: CART_LINES_MAX }));
        if (refusal) throw refusal;
        if (attempt === ATTEMPTS) throw new AppError('cartFull', { max: CART_LINES_MAX });
      }
    },

    /** Newest line first; a line whose product was withdrawn or ran short is marked, not dropped. */
    async list(userId: number, lang: Lang): Promise<ActionOutput<'buyCarList'>> {
      const rows = await repo.lines(userId);
      const cards = await catalog.cardsByIds(
        rows.map((row) => row.product_id),
        lang,
      );
      return rows.flatMap((row) => {
        const card = cards.get(row.product_id);
        return card ? [toLine(row, card)] : [];
      });
    },

    async update(
      { id, quantity }: ActionParams<'buyCarUpdate'>,
      userId: number,
      lang: Lang,
    ): Promise<CartLine> {
      for (let attempt = 1; ; attempt += 1) {
        const now = clock.now();
        const row = await repo.setQuantity(userId, id, quantity, now);
        const line = row ?? (await repo.lineById(userId, id));
        if (!line) throw new AppError('cartLineNotFound');
        const card = await cardOf(line.product_id, lang);
        if (!card) throw new AppError('cartLineNotFound');
        if (row) return toLine(row, card);
        await refuseUnlessReleased(card, now);
        const refusal = refusalFor(card, quantity);
        if (refusal) throw refusal;
        if (attempt === ATTEMPTS) {
          throw new AppError('stockShort', { name: card.name, stock: card.stock });
        }
      }
    },

    async remove(
      { ids }: ActionParams<'buyCarDelete'>,
      userId: number,
    ): Promise<ActionOutput<'buyCarDelete'>> {
      return { deleted: await repo.remove(userId, ids) };
    },

    /**
     * The chosen lines in the order given; refuses if any is not the user's. The ids come
     * distinct from the order actions' input schema.
     */
    async linesForCheckout(
      userId: number,
      cartIds: readonly number[],
    ): Promise<Array<{ id: number; product_id: number; quantity: number }>> {
      if (cartIds.length === 0) return [];
      const byId = new Map((await repo.linesByIds(userId, cartIds)).map((row) => [row.id, row]));
      return cartIds.map((id) => {
        const row = byId.get(id);
        if (!row) throw new AppError('cartLineNotFound');
        return row;
      });
    },

    /** Clears bought lines inside the order's transaction. */
    async removeLines(trxGiven: Connection, userId: number, cartIds: readonly number[]) {
      const trx = ownTables<CartTables>(trxGiven);
      if (cartIds.length === 0) return;
      await repo.within(trx).remove(userId, cartIds);
    },
  };
}
export type CartService = ReturnType<typeof cartService>;
