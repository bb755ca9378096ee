import { drawOrder, entryListText } from '@atelier/contract/drop-draw';
import type { Kysely } from 'kysely';
import { createHash, createHmac } from 'node:crypto';
import { lockRows } from '../../db/dialect';
import type { DropTables } from '../../db/tables/drop';
import { maskedName, publicNames } from '../account/public-names-query';
import { peopleQuery } from '../account/people-query';
import type { DropDeps } from './drop-deps';
import { HOLDING, HOUR_MS, type Drop } from './drop-rows';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** The HMAC the published algorithm signs each step with, keyed by the seed's bytes. */
export function seedHmac(seedHex: string) {
  const key = Buffer.from(seedHex, 'hex');
  return (message: string) => createHmac('sha256', key).update(message).digest('hex');
}

/** A unit held for an entrant (won, or moved up): whom to tell, and for how long. */
export interface Held {
  mobile: string;
  productId: number;
  hours: number;
}

/** Rows updated at once by one statement, so a large drop's places are a few statements. */
const CHUNK = 500;

/**
 * The draw of one closed drop, in one transaction whose first statement claims it: of the job on
 * several instances and staff pressing “draw” at once, one draws and the others change nothing
 * (false). Entries of accounts disabled or cancelled by now are void and left out of the list;
 * the rest are listed with their masked names, ordered from the seed and the list's digest, and
 * the first `quantity` win a purchase window from now.
 */
export async function drawDrop(
  db: Kysely<DropTables>,
  dropId: number,
  now: number,
  /** Records the draw in the same transaction (the console's audit row). */
  record?: (trx: Kysely<DropTables>, listDigest: string) => Promise<void>,
): Promise<Held[] | null> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('drops')
      .set({ drawn_at: now, updated_at: now })
      .where('id', '=', dropId)
      .where('drawn_at', 'is', null)
      .where('entries_close_at', '<=', now)
      .returningAll()
      .executeTakeFirst();
    if (!claimed) return null;
    await trx
      .updateTable('drop_entries')
      .set({ state: 'void', place: null, updated_at: now })
      .where('drop_id', '=', dropId)
      .where('user_id', 'in', peopleQuery.inactiveIds(trx))
      .execute();
    const entries = await trx
      .selectFrom('drop_entries')
      .select(['id', 'user_id', 'mobile'])
      .where('drop_id', '=', dropId)
      .where('state', '=', 'entered')
      .orderBy('id')
      .execute();
    // The names as published: what each entrant is called at close, masked.
    const names = await publicNames(
      trx,
      entries.map((entry) => entry.user_id),
    );
    const listed = entries.map((entry) => ({
      id: entry.id,
      name: maskedName(names.get(entry.user_id)?.nickname ?? ''),
    }));
    const digest = sha256Hex(entryListText(listed));
    const order = await drawOrder(
      listed.map((entry) => entry.id),
      digest,
      seedHmac(claimed.server_seed),
    );
    const buyBy = now + claimed.purchase_hours * HOUR_MS;
    const nameOf = new Map(listed.map((entry) => [entry.id, entry.name]));
    for (let start = 0; start < order.length; start += CHUNK) {
      const ids = order.slice(start, start + CHUNK);
      for (const [index, id] of ids.entries()) {
        const place = start + index + 1;
        const won = place <= claimed.quantity;
        await trx
          .updateTable('drop_entries')
          .set({
            state: won ? 'won' : 'not_drawn',
            place,
            name: nameOf.get(id) ?? '',
            buy_by: won ? buyBy : null,
            seen: won ? 0 : 1,
            updated_at: now,
          })
          .where('id', '=', id)
          .execute();
      }
    }
    await trx.updateTable('drops').set({ list_digest: digest }).where('id', '=', dropId).execute();
    await record?.(trx, digest);
    const mobileOf = new Map(entries.map((entry) => [entry.id, entry.mobile]));
    return order.slice(0, claimed.quantity).map((id) => ({
      mobile: mobileOf.get(id) ?? '',
      productId: claimed.product_id,
      hours: claimed.purchase_hours,
    }));
  });
}

/**
 * After the draw: holders whose window passed without buying lapse (so do holders whose account
 * was disabled or cancelled since), and each unit no one holds or bought passes to the next entry
 * in the published order, with a window from now. When the order has no one left and nobody
 * holds a unit, the drop is over; its leftover units go on general sale if the studio chose so.
 * One transaction per drop, the drop's row locked first: two instances never move a unit twice.
 * Answers the entries moved up.
 */
export async function advanceHolds(
  db: Kysely<DropTables>,
  deps: Pick<DropDeps, 'catalog'>,
  dropId: number,
  now: number,
): Promise<{ movedUp: Held[]; onSale: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockRows(trx, trx.selectFrom('drops').select('id').where('id', '=', dropId));
    const drop: Drop | undefined = await trx
      .selectFrom('drops')
      .selectAll()
      .where('id', '=', dropId)
      .executeTakeFirst();
    if (!drop || drop.drawn_at === null || drop.exhausted_at !== null) {
      return { movedUp: [], onSale: false };
    }
    // An entry whose request read the clock before the close but was stored after the list was
    // fixed is not in the list: it never takes part.
    await trx
      .updateTable('drop_entries')
      .set({ state: 'void', updated_at: now })
      .where('drop_id', '=', dropId)
      .where('state', '=', 'entered')
      .execute();
    await trx
      .updateTable('drop_entries')
      .set({ state: 'lapsed', updated_at: now })
      .where('drop_id', '=', dropId)
      .where('state', 'in', HOLDING)
      .where((eb) =>
        eb.or([eb('buy_by', '<=', now), eb('user_id', 'in', peopleQuery.inactiveIds(trx))]),
      )
      .execute();
    const taken = await trx
      .selectFrom('drop_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('drop_id', '=', dropId)
      .where('state', 'in', [...HOLDING, 'bought'])
      .executeTakeFirstOrThrow();
    let open = drop.quantity - Number(taken.n);
    const movedUp: Held[] = [];
    while (open > 0) {
      const next = await trx
        .selectFrom('drop_entries')
        .select(['id', 'user_id', 'mobile'])
        .where('drop_id', '=', dropId)
        .where('state', '=', 'not_drawn')
        .orderBy('place')
        .limit(open)
        .execute();
      if (next.length === 0) break;
      const inactive = new Set(
        (
          await peopleQuery
            .inactiveIds(trx)
            .where(
              'users.id',
              'in',
              next.map((entry) => entry.user_id),
            )
            .execute()
        ).map((row) => row.id),
      );
      for (const entry of next) {
        const passedOver = inactive.has(entry.user_id);
        await trx
          .updateTable('drop_entries')
          .set(
            passedOver
              ? { state: 'void', updated_at: now }
              : {
                  state: 'moved_up',
                  buy_by: now + drop.purchase_hours * HOUR_MS,
                  seen: 0,
                  updated_at: now,
                },
          )
          .where('id', '=', entry.id)
          .execute();
        if (!passedOver) {
          open -= 1;
          movedUp.push({
            mobile: entry.mobile,
            productId: drop.product_id,
            hours: drop.purchase_hours,
          });
        }
      }
    }
    // Units left over once nobody in the order remains (open), or all bought: when nobody holds
    // one any longer, the drop is over.
    const holding = await trx
      .selectFrom('drop_entries')
      .select('id')
      .where('drop_id', '=', dropId)
      .where('state', 'in', HOLDING)
      .executeTakeFirst();
    if (holding) return { movedUp, onSale: false };
    const onSale = open > 0 && drop.leftover_to_sale === 1;
    await trx
      .updateTable('drops')
      .set({ exhausted_at: now, general_sale_at: onSale ? now : null, updated_at: now })
      .where('id', '=', dropId)
      .execute();
    if (onSale) await deps.catalog.setSaleMode(trx, drop.product_id, 'first_come', now);
    return { movedUp, onSale };
  });
}
