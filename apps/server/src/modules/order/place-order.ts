import type { ActionOutput, ActionParams, Lang, Purchase } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { createHash } from 'node:crypto';
import { isUniqueViolation } from '../../db/dialect';
import type { OrderTables } from '../../db/tables/order';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { fenToYuan, yuanToFen } from '../../lib/money';
import { dayIn, toIso } from '../../lib/time';
import type { AuthUser } from '../../kernel/identity';
import { mallOf, ownPrices, priceOrder, resolvePurchase } from './checkout';
import { checkoutRules, checkoutRulesTo } from './checkout-rules';
import type { OrderDeps } from './order-deps';
import { newOrderNo } from './order-number';
import type { OrderRepository } from './order-repository';
import type { OrderTransitions } from './order-transitions';
import { orderLine } from './order-wire';

type Wanted = { product_id: number; quantity: number };
/** A product could not give the units asked for at the prices read; the order is read again. */
class StockMiss extends Error {
  constructor(readonly productId: number) {
    super(`product ${productId} could not be taken`);
  }
}

/**
 * What a submission asks for, apart from its key and language: a retry with the key of an
 * earlier one must ask for the same, or it is a different order that reused the key.
 */
function submissionHash(input: ActionParams<'orderCreate'>): string {
  const { cart_ids, product_id, quantity, address_id, remark, delivery } = input;
  const asked = [cart_ids ?? null, product_id ?? null, quantity ?? null, address_id];
  return createHash('sha256')
    .update(JSON.stringify([...asked, remark ?? '', delivery]))
    .digest('base64url');
}

/** Attempts at drawing an order number no other order has. */
const NUMBER_ATTEMPTS = 3;
/** Attempts at an order whose products change while it is made. */
const PRICE_ATTEMPTS = 5;

/** The order confirmation page and the order it leads to. */
export function placeOrder(
  db: Kysely<OrderTables>,
  repo: OrderRepository,
  transitions: OrderTransitions,
  deps: OrderDeps,
) {
  const { catalog, cart, addresses } = deps;

  async function wantedLines(userId: number, purchase: Purchase): Promise<Wanted[]> {
    if (purchase.kind === 'buyNow') {
      return [{ product_id: purchase.productId, quantity: purchase.quantity }];
    }
    return cart.linesForCheckout(userId, purchase.cartIds);
  }

  /**
   * The lines at the products' prices now, read without holding anything; in the buyer's order.
   * A product that cannot be sold is refused from the same read: a drop's sold-out buyers are
   * told at once, without a transaction.
   */
  async function priced(wanted: Wanted[], lang: Lang) {
    const rows = await catalog.forCheckout(wanted.map((line) => line.product_id));
    const products = new Map(rows.map((row) => [row.id, row]));
    return wanted.map((line) => {
      const product = products.get(line.product_id);
      if (!product) throw new AppError('productNotFound');
      const name = localized(product, 'name', lang);
      if (product.on_sale !== 1) throw new AppError('productOffSale', { name });
      if (product.stock < line.quantity) {
        throw new AppError('stockShort', { name, stock: product.stock });
      }
      return { ...product, quantity: line.quantity };
    });
  }

  const created = (row: { id: number; order_no: string; pay_deadline: number }) => ({
    order_id: row.id,
    order_no: row.order_no,
    pay_deadline: toIso(row.pay_deadline),
  });

  /**
   * The order an earlier submission with this key made, if any: its answer again when this one
   * asks for the same, a refusal when it asks for something else.
   */
  async function madeBefore(userId: number, key: string, hash: string) {
    const made = await repo.byIdempotencyKey(userId, key);
    if (!made) return undefined;
    if (made.idempotency_hash !== null && made.idempotency_hash !== hash) {
      throw new AppError('idempotencyKeyReused');
    }
    return created(made);
  }

  async function createOnce(
    user: AuthUser,
    input: ActionParams<'orderCreate'>,
    hash: string,
    lang: Lang,
    now: number,
  ): Promise<ActionOutput<'orderCreate'>> {
    const purchase = resolvePurchase(input);
    const [wanted, { rules: shop, address }] = await Promise.all([
      wantedLines(user.id, purchase),
      checkoutRulesTo(db, user.id, input.address_id),
    ]);

    for (let attempt = 1; ; attempt += 1) {
      try {
        const lines = await priced(wanted, lang);
        const type = mallOf(lines);
        const order = await db.transaction().execute(async (trx) => {
          const r = repo.within(trx);
          const made = await r.insertOrder({
            order_no: newOrderNo(now, shop.time_zone),
            user_id: user.id,
            type,
            status: 'unpaid',
            ...priceOrder(type, lines, shop),
            delivery: input.delivery,
            remark: input.remark ?? '',
            recipient_name: address.name,
            recipient_mobile: address.mobile,
            province: address.province,
            city: address.city,
            district: address.district,
            address: address.address,
            postal_code: address.postal_code,
            pay_method: null,
            pay_deadline: now + shop.pay_timeout_minutes * 60_000,
            paid_at: null,
            canceled_at: null,
            cancel_reason: null,
            refunded_at: null,
            carrier: null,
            tracking_no: null,
            shipped_at: null,
            received_at: null,
            idempotency_key: input.idempotency_key,
            idempotency_hash: hash,
            // What is decided for the order later follows the settings it was made under.
            settings_version: shop.version,
            // The points it earns on completion follow the points rules it was made under.
            score_version: shop.score_version,
            created_day: dayIn(now, shop.time_zone),
            created_at: now,
            updated_at: now,
          });
          await r.insertItems(
            lines.map((line) => ({
              order_id: made.id,
              product_id: line.id,
              name_zh: line.name_zh,
              name_en: line.name_en,
              image: line.image,
              ...ownPrices(line),
              quantity: line.quantity,
            })),
          );
          if (purchase.kind === 'cart') await cart.removeLines(trx, user.id, purchase.cartIds);
          // A product sold by draw goes to a winner within their window, one unit.
          for (const { id, sale_mode, quantity } of lines) {
            if (sale_mode !== 'draw') continue;
            const claim = { userId: user.id, productId: id, quantity, orderId: made.id, now };
            await deps.drawClaims.claim(trx, claim);
          }
          // Last, in product order (two orders sharing products cannot deadlock): a product every
          // buyer wants is held for this statement and the commit, no longer.
          for (const line of [...lines].sort((a, b) => a.id - b.id)) {
            if (!(await catalog.takeStock(trx, line.id, line.quantity, now, line)))
              throw new StockMiss(line.id);
          }
          return made;
        });
        await transitions.refreshCatalog();
        return created(order);
      } catch (err) {
        if (err instanceof StockMiss) {
          // Sold out or changed between the read and the take: read again, which refuses or
          // prices the order anew.
          if (attempt === PRICE_ATTEMPTS) throw err;
          continue;
        }
        if (!isUniqueViolation(err)) throw err;
        // This submission's retry (its order exists), or, rarely, an order number drawn twice.
        const made = await madeBefore(user.id, input.idempotency_key, hash);
        if (made) return made;
        if (attempt === NUMBER_ATTEMPTS) throw err;
      }
    }
  }

  return {
    /** What the confirmation page shows, priced as the order would be now; takes nothing. */
    async confirm(
      user: AuthUser,
      input: ActionParams<'confirmOrderInfo'>,
      lang: Lang,
    ): Promise<ActionOutput<'confirmOrderInfo'>> {
      const purchase = resolvePurchase(input);
      const [wanted, shop, address] = await Promise.all([
        wantedLines(user.id, purchase),
        checkoutRules(db),
        addresses.defaultFor(user.id),
      ]);
      const cards = await catalog.cardsByIds(
        wanted.map((line) => line.product_id),
        lang,
      );
      const lines = wanted.map((line) => {
        const card = cards.get(line.product_id);
        if (!card) throw new AppError('productNotFound');
        return { card, quantity: line.quantity };
      });
      const type = mallOf(lines.map((line) => line.card));
      for (const { card, quantity } of lines) {
        if (!card.on_sale) throw new AppError('productOffSale', { name: card.name });
        if (card.stock < quantity) {
          throw new AppError('stockShort', { name: card.name, stock: card.stock });
        }
      }
      const units = lines.map(({ card, quantity }) => ({
        card,
        type: card.type,
        price: yuanToFen(card.price),
        score_price: card.score_price,
        earn_score: card.earn_score,
        quantity,
      }));
      const totals = priceOrder(type, units, shop);
      return {
        type,
        lines: units.map((unit) =>
          orderLine({
            product_id: unit.card.id,
            name: unit.card.name,
            image: unit.card.image,
            ...ownPrices(unit),
            quantity: unit.quantity,
          }),
        ),
        address: address ? addresses.toWire(address) : null,
        delivery: 'express',
        goods_amount: fenToYuan(totals.goods_amount),
        ship_fee: fenToYuan(totals.ship_fee),
        total_amount: fenToYuan(totals.total_amount),
        total_score: totals.total_score,
        earn_score: totals.earn_score,
        usable_score: user.score,
        pay_timeout_minutes: shop.pay_timeout_minutes,
      };
    },

    /**
     * Takes the stock and makes the order in one transaction. A retried submission (same
     * idempotency key, same order asked for) answers the order it already made, whatever else
     * changed since: its cart lines are gone, the last unit is its own. The same key asking for
     * another order is refused.
     */
    async create(
      user: AuthUser,
      input: ActionParams<'orderCreate'>,
      lang: Lang,
      now: number,
    ): Promise<ActionOutput<'orderCreate'>> {
      // No lookup first: the key's unique index finds a retry, so a new order costs no extra query.
      const hash = submissionHash(input);
      try {
        return await createOnce(user, input, hash, lang, now);
      } catch (err) {
        // A retry racing its first submission: that one may have taken the lines meanwhile.
        if (!(err instanceof AppError)) throw err;
        const made = await madeBefore(user.id, input.idempotency_key, hash);
        if (made) return made;
        throw err;
      }
    },
  };
}
