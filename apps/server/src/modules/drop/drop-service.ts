import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { Kysely } from 'kysely';
import { ownTables, type Connection } from '../../db/connection';
import { pagedList } from '../../db/paged-list';
import type { DropTables } from '../../db/tables/drop';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import type { AuthUser } from '../../kernel/identity';
import { toIso } from '../../lib/time';
import { maskedName, publicNames } from '../account/public-names-query';
import { peopleQuery } from '../account/people-query';
import { serialOwners } from '../authenticity/serial-owner-query';
import { groupQuery } from '../community/group-query';
import { orderFacts, orderLines } from '../order/order-query';
import type { DropDeps } from './drop-deps';
import { advanceHolds, drawDrop, type Held } from './drop-draw-run';
import {
  dropById,
  dropTerms,
  entryWire,
  gateLabels,
  gatesOf,
  HOLDING,
  productLabels,
  proofOf,
  stageOf,
  type Gate,
} from './drop-rows';

/** Orders that count as having bought an earlier edition: paid and not cancelled. */
const PAID = ['undelivered', 'unreceived', 'completed'] as const;
/** Drops the job looks at per run; the next run carries on. */
const BATCH = 100;

/** What an order asks of the draw when a line's product is sold by draw. */
export interface DrawClaim {
  userId: number;
  productId: number;
  quantity: number;
  orderId: number;
  now: number;
}

/** The customer's side of drops, the claims orders make on them, and the drop job. */
export function dropService(db: Kysely<DropTables>, deps: DropDeps) {
  const { clock } = deps;

  async function meets(gate: Gate, userId: number): Promise<boolean> {
    if (gate.kind === 'group_member') {
      return (
        (await groupQuery
          .members(db, gate.target_id)
          .where('community_members.user_id', '=', userId)
          .executeTakeFirst()) !== undefined
      );
    }
    if (gate.kind === 'serial_owner') {
      return (
        (await serialOwners(db, gate.target_id)
          .where('serials.owner_id', '=', userId)
          .executeTakeFirst()) !== undefined
      );
    }
    const bought = await db
      .selectFrom(orderLines(db).as('l'))
      .innerJoin(orderFacts(db).as('o'), 'o.id', 'l.order_id')
      .select('l.id')
      .where('l.product_id', '=', gate.target_id)
      .where('o.user_id', '=', userId)
      .where('o.status', 'in', PAID)
      .executeTakeFirst();
    return bought !== undefined;
  }

  /** Refuses with the first gate the customer does not meet, worded with its group or product. */
  async function requireGates(gates: Gate[], userId: number, lang: Lang): Promise<void> {
    for (const gate of gates) {
      if (await meets(gate, userId)) continue;
      const [labelled] = await gateLabels(db, [gate], lang);
      throw new AppError(`dropGateRefused.${gate.kind}`, { name: labelled?.name ?? '' });
    }
  }

  /** The drop's public view at `now`, for its product page. */
  async function view(productId: number, lang: Lang, now: number) {
    const drop = await db
      .selectFrom('drops')
      .selectAll()
      .where('product_id', '=', productId)
      .executeTakeFirst();
    if (!drop) throw new AppError('dropNotFound');
    const [{ product, counts, terms }, proof] = await Promise.all([
      dropTerms(db, drop, lang, now),
      proofOf(db, drop),
    ]);
    return {
      drop,
      wire: {
        ...terms,
        product_id: drop.product_id,
        product_name: product ? localized(product, 'name', lang) : '',
        product_image: product?.image ?? '',
        entry_count: counts.entry_count,
        sold_count: counts.sold_count,
        proof,
        server_time: toIso(now),
      },
    };
  }

  async function unseenCount(userId: number): Promise<number> {
    const row = await db
      .selectFrom('drop_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .where('seen', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async info(
      { product_id }: ActionParams<'dropInfo'>,
      user: AuthUser | null,
      lang: Lang,
    ): Promise<ActionOutput<'dropInfo'>> {
      const { drop, wire } = await view(product_id, lang, clock.now());
      const mine = user
        ? await db
            .selectFrom('drop_entries')
            .selectAll()
            .where('drop_id', '=', drop.id)
            .where('user_id', '=', user.id)
            .executeTakeFirst()
        : undefined;
      return { ...wire, mine: mine ? entryWire(mine) : null };
    },

    /**
     * One entry per account and per mobile number, by the table's unique indexes: of entries
     * racing each other one is stored, and the same account's others answer that entry.
     */
    async enter(
      { drop_id }: ActionParams<'dropEnter'>,
      user: AuthUser,
      lang: Lang,
    ): Promise<ActionOutput<'dropEnter'>> {
      const now = clock.now();
      const drop = await dropById(db, drop_id);
      const stage = stageOf(drop, now);
      if (stage === 'upcoming') throw new AppError('dropNotOpen');
      if (stage !== 'open') throw new AppError('dropClosed');
      const own = await db
        .selectFrom('drop_entries')
        .selectAll()
        .where('drop_id', '=', drop.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (own) return entryWire(own);
      if (!user.mobile) throw new AppError('dropMobileRequired');
      const inactive = await peopleQuery
        .inactiveIds(db)
        .where('users.id', '=', user.id)
        .executeTakeFirst();
      if (inactive) throw new AppError('dropAccountInactive');
      await requireGates(gatesOf(drop), user.id, lang);
      const names = await publicNames(db, [user.id]);
      const entered = await db
        .insertInto('drop_entries')
        .values({
          drop_id: drop.id,
          user_id: user.id,
          mobile: user.mobile,
          name: maskedName(names.get(user.id)?.nickname ?? ''),
          state: 'entered',
          place: null,
          buy_by: null,
          order_id: null,
          seen: 1,
          entered_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
      if (entered) return entryWire(entered);
      const raced = await db
        .selectFrom('drop_entries')
        .selectAll()
        .where('drop_id', '=', drop.id)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      if (raced) return entryWire(raced);
      throw new AppError('dropMobileEntered');
    },

    async mine(input: ActionParams<'dropMine'>, user: AuthUser, lang: Lang) {
      const now = clock.now();
      const query = db
        .selectFrom('drop_entries as e')
        .innerJoin('drops as d', 'd.id', 'e.drop_id')
        .where('e.user_id', '=', user.id);
      const page = await pagedList(
        query
          .selectAll('e')
          .select(['d.product_id', 'd.entries_open_at', 'd.entries_close_at', 'd.drawn_at'])
          .orderBy('e.entered_at', 'desc')
          .orderBy('e.id', 'desc'),
        query,
        input,
        async (rows) => {
          const products = await productLabels(
            db,
            rows.map((row) => row.product_id),
          );
          return rows.map((row) => {
            const product = products.get(row.product_id);
            return {
              ...entryWire(row),
              drop_id: row.drop_id,
              product_id: row.product_id,
              product_name: product ? localized(product, 'name', lang) : '',
              product_image: product?.image ?? '',
              stage: stageOf(row, now),
              entries_close_at: toIso(Number(row.entries_close_at)),
              unseen: row.seen === 0,
            };
          });
        },
      );
      return { ...page, unseen_count: await unseenCount(user.id) };
    },

    async seen(user: AuthUser): Promise<ActionOutput<'dropSeen'>> {
      await db
        .updateTable('drop_entries')
        .set({ seen: 1 })
        .where('user_id', '=', user.id)
        .where('seen', '=', 0)
        .execute();
      return { unseen_count: await unseenCount(user.id) };
    },

    /** The claims an order makes on a drawn product, inside the order's transaction. */
    claims: {
      /**
       * Marks the caller's held entry bought by this order, one unit, while its window is open;
       * refuses otherwise. Conditional, so two orders of the same winner claim it once.
       */
      async claim(trxGiven: Connection, { userId, productId, quantity, orderId, now }: DrawClaim) {
        const trx = ownTables<DropTables>(trxGiven);
        const claimed =
          quantity === 1
            ? await trx
                .updateTable('drop_entries')
                .set({ state: 'bought', order_id: orderId, seen: 1, updated_at: now })
                .where('user_id', '=', userId)
                .where('state', 'in', HOLDING)
                .where('buy_by', '>', now)
                .where(
                  'drop_id',
                  'in',
                  trx.selectFrom('drops').select('id').where('product_id', '=', productId),
                )
                .executeTakeFirst()
            : undefined;
        if (!claimed || Number(claimed.numUpdatedRows) !== 1) throw new AppError('dropBuyRefused');
      },

      /**
       * A cancelled order gives its entry's claim back: the entry holds again while its window is
       * open, or lapses, and the job passes the unit on down the order.
       */
      async release(trxGiven: Connection, orderId: number, now: number): Promise<void> {
        const trx = ownTables<DropTables>(trxGiven);
        const entry = await trx
          .selectFrom('drop_entries as e')
          .innerJoin('drops as d', 'd.id', 'e.drop_id')
          .select(['e.id', 'e.buy_by', 'e.place', 'd.quantity', 'd.id as drop_id'])
          .where('e.order_id', '=', orderId)
          .where('e.state', '=', 'bought')
          .executeTakeFirst();
        if (!entry) return;
        const holds = entry.buy_by !== null && Number(entry.buy_by) > now;
        const held = entry.place !== null && entry.place <= entry.quantity ? 'won' : 'moved_up';
        await trx
          .updateTable('drop_entries')
          .set({ state: holds ? held : 'lapsed', order_id: null, updated_at: now })
          .where('id', '=', entry.id)
          .execute();
        // A drop that was over (every unit bought) has a unit to pass on again.
        await trx
          .updateTable('drops')
          .set({ exhausted_at: null, updated_at: now })
          .where('id', '=', entry.drop_id)
          .where('general_sale_at', 'is', null)
          .execute();
      },
    },

    /**
     * The drop job: draws every drop whose entries have closed, then moves units on in every
     * drawn drop that is not over. Safe on several instances at once (see each step); answers
     * the drops this run drew and how many entries it moved up.
     */
    async runDue(now: number): Promise<{ drawn: number[]; movedUp: number }> {
      const drawnNow: number[] = [];
      let movedUp = 0;
      const due = await db
        .selectFrom('drops')
        .select('id')
        .where('drawn_at', 'is', null)
        .where('entries_close_at', '<=', now)
        .orderBy('entries_close_at')
        .limit(BATCH)
        .execute();
      const held: Held[] = [];
      for (const { id } of due) {
        const winners = await drawDrop(db, id, now);
        if (!winners) continue;
        drawnNow.push(id);
        held.push(...winners);
      }
      const drawn = await db
        .selectFrom('drops')
        .select('id')
        .where('drawn_at', 'is not', null)
        .where('exhausted_at', 'is', null)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      let onSale = false;
      for (const { id } of drawn) {
        const moved = await advanceHolds(db, deps, id, now);
        movedUp += moved.movedUp.length;
        held.push(...moved.movedUp);
        onSale ||= moved.onSale;
      }
      if (onSale) await forgetCatalog();
      await textHolders(db, deps, held);
      return { drawn: drawnNow, movedUp };
    },
  };

  async function forgetCatalog(): Promise<void> {
    try {
      await deps.publicCache.invalidate('catalog');
    } catch (err) {
      deps.log.warn({ err }, 'drops: could not announce a catalogue change');
    }
  }
}
export type DropService = ReturnType<typeof dropService>;

/**
 * Texts each entrant now holding a unit (the product's Chinese name, as the shop's templates are
 * approved in Chinese, and the hours to buy), after the draw or move committed. A provider that
 * refuses is logged: the notice in the personal centre stands.
 */
export async function textHolders(
  db: Kysely<DropTables>,
  deps: Pick<DropDeps, 'sms' | 'log'>,
  held: Held[],
): Promise<void> {
  if (held.length === 0) return;
  const products = await productLabels(
    db,
    held.map((one) => one.productId),
  );
  for (const one of held) {
    try {
      await deps.sms.notifyDropWon({
        mobile: one.mobile,
        product: products.get(one.productId)?.name_zh ?? '',
        hours: one.hours,
      });
    } catch (err) {
      deps.log.warn({ err, productId: one.productId }, 'drops: a winner could not be texted');
    }
  }
}
