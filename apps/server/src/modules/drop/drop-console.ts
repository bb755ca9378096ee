import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { DropStage } from '@atelier/contract/drop-codes';
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { createHash, randomBytes } from 'node:crypto';
import { isUniqueViolation } from '../../db/dialect';
import { pagedList } from '../../db/paged-list';
import type { DropTables } from '../../db/tables/drop';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { t, type MessageKey } from '../../i18n/messages';
import type { Auditor } from '../../kernel/auditor';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import { toIso } from '../../lib/time';
import { maskedMobile } from '../account/public-names-query';
import { peopleQuery } from '../account/people-query';
import { productQuery } from '../catalog/product-query';
import { groupQuery } from '../community/group-query';
import { orderNumberOf } from '../order/order-query';
import type { DropDeps } from './drop-deps';
import { textHolders } from './drop-service';
import { advanceHolds, drawDrop } from './drop-draw-run';
import {
  dropById,
  dropTerms,
  isoOrNull,
  productLabels,
  proofOf,
  stageOf,
  type Drop,
  type Gate,
} from './drop-rows';

/** Drawn entries in their places, then the void ones: the databases sort a null place apart. */
const placedFirst = sql<number>`case when place is null then 1 else 0 end`;

type DropRow = ActionOutput<'dropSave'>;
type Body = ActionParams<'dropSave'>;

/** What an audit row keeps of a drop: its settings, not its seed. */
function audited(
  drop: Pick<
    Drop,
    | 'product_id'
    | 'quantity'
    | 'entries_open_at'
    | 'entries_close_at'
    | 'purchase_hours'
    | 'leftover_to_sale'
    | 'gates'
  >,
) {
  return {
    product_id: drop.product_id,
    quantity: drop.quantity,
    entries_open_at: toIso(Number(drop.entries_open_at)),
    entries_close_at: toIso(Number(drop.entries_close_at)),
    purchase_hours: drop.purchase_hours,
    leftover_to_sale: drop.leftover_to_sale === 1,
    gates: drop.gates,
  };
}

/** Drops in the console (`catalog`): set up, watch, draw by hand, export. */
export function dropConsole(db: Kysely<DropTables>, deps: DropDeps) {
  const { clock } = deps;

  async function rowOf(drop: Drop, lang: Lang, now: number): Promise<DropRow> {
    const { product, counts, terms } = await dropTerms(db, drop, lang, now);
    return {
      ...terms,
      product: {
        id: drop.product_id,
        name: product ? localized(product, 'name', lang) : '',
        product_no: product?.product_no ?? '',
      },
      ...counts,
      drawn_at: isoOrNull(drop.drawn_at),
      created_at: toIso(Number(drop.created_at)),
      updated_at: toIso(Number(drop.updated_at)),
    };
  }

  async function withProof(id: number, lang: Lang) {
    const drop = await dropById(db, id);
    return { ...(await rowOf(drop, lang, clock.now())), proof: await proofOf(db, drop) };
  }

  /** Refuses a drop whose product, windows, quantity or gates cannot stand. */
  async function check(body: Body, open: number, close: number): Promise<void> {
    if (close <= open) throw new AppError('dropWindowOrder');
    const product = await productQuery
      .labels(db)
      .select('products.stock')
      .where('products.id', '=', body.product_id)
      .executeTakeFirst();
    if (!product) throw new AppError('productNotFound');
    if (product.type !== 'art') throw new AppError('dropArtMallOnly');
    if (body.quantity > product.stock) {
      throw new AppError('dropQuantityOverStock', { stock: product.stock });
    }
    for (const gate of body.gates) {
      if (await gateTargetExists(gate)) continue;
      throw new AppError(
        gate.kind === 'group_member' ? 'dropGateGroupMissing' : 'dropGateProductMissing',
        { id: gate.target_id },
      );
    }
  }

  async function gateTargetExists(gate: Gate): Promise<boolean> {
    const found =
      gate.kind === 'group_member'
        ? await groupQuery
            .labels(db)
            .where('community_groups.id', '=', gate.target_id)
            .executeTakeFirst()
        : await productQuery
            .labels(db)
            .where('products.id', '=', gate.target_id)
            .executeTakeFirst();
    return found !== undefined;
  }

  async function forgetCatalog(): Promise<void> {
    try {
      await deps.publicCache.invalidate('catalog');
    } catch (err) {
      deps.log.warn({ err }, 'drops: could not announce a catalogue change');
    }
  }

  function byStage<O>(
    query: SelectQueryBuilder<DropTables, 'drops', O>,
    stage: DropStage | undefined,
    now: number,
  ) {
    if (stage === undefined) return query;
    if (stage === 'drawn') return query.where('drawn_at', 'is not', null);
    const undrawn = query.where('drawn_at', 'is', null);
    if (stage === 'upcoming') return undrawn.where('entries_open_at', '>', now);
    if (stage === 'open') {
      return undrawn.where('entries_open_at', '<=', now).where('entries_close_at', '>', now);
    }
    return undrawn.where('entries_close_at', '<=', now);
  }

  return {
    async list(input: ActionParams<'dropList'>, lang: Lang): Promise<ActionOutput<'dropList'>> {
      const now = clock.now();
      const query = byStage(db.selectFrom('drops'), input.stage, now);
      return pagedList(query.selectAll().orderBy('id', 'desc'), query, input, (rows) =>
        Promise.all(rows.map((row) => rowOf(row, lang, now))),
      );
    },

    get: withProof,

    /**
     * Creates a drop with a fresh seed (its commitment shown from the start) and makes its product
     * sell by draw; or edits one: before entries open, anything; once open, the purchase window
     * and the leftover choice; once drawn, nothing.
     */
    async save(input: Body, audit: Auditor, lang: Lang): Promise<DropRow> {
      const now = clock.now();
      const open = Date.parse(input.entries_open_at);
      const close = Date.parse(input.entries_close_at);
      const gates = JSON.stringify(input.gates);
      const values = {
        quantity: input.quantity,
        entries_open_at: open,
        entries_close_at: close,
        purchase_hours: input.purchase_hours,
        leftover_to_sale: input.leftover_to_sale ? 1 : 0,
        gates,
      };
      if (input.id === undefined) {
        await check(input, open, close);
        const seed = randomBytes(32);
        try {
          const id = await db.transaction().execute(async (trx) => {
            const made = await trx
              .insertInto('drops')
              .values({
                product_id: input.product_id,
                ...values,
                server_seed: seed.toString('hex'),
                commitment: createHash('sha256').update(seed).digest('hex'),
                list_digest: null,
                drawn_at: null,
                exhausted_at: null,
                general_sale_at: null,
                created_at: now,
                updated_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            await deps.catalog.setSaleMode(trx, input.product_id, 'draw', now);
            await audit.record(trx, {
              target_type: 'drop',
              target_id: made.id,
              before: null,
              after: audited({ product_id: input.product_id, ...values }),
            });
            return made.id;
          });
          await forgetCatalog();
          return rowOf(await dropById(db, id), lang, now);
        } catch (err) {
          if (isUniqueViolation(err)) throw new AppError('dropProductTaken');
          throw err;
        }
      }
      const id = input.id;
      await db.transaction().execute(async (trx) => {
        const before = await dropById(trx, id);
        const stage = stageOf(before, now);
        if (stage === 'drawn') throw new AppError('dropLockedDrawn');
        if (stage !== 'upcoming') {
          const fixed =
            input.product_id !== before.product_id ||
            input.quantity !== before.quantity ||
            open !== Number(before.entries_open_at) ||
            close !== Number(before.entries_close_at) ||
            gates !== before.gates;
          if (fixed) throw new AppError('dropLockedOpen');
        } else {
          if (input.product_id !== before.product_id) throw new AppError('dropProductFixed');
          await check(input, open, close);
        }
        // Conditional on not drawn: a draw at the same moment wins, and the edit is refused.
        const changed = await trx
          .updateTable('drops')
          .set({ ...values, updated_at: now })
          .where('id', '=', id)
          .where('drawn_at', 'is', null)
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw new AppError('dropLockedDrawn');
        await audit.record(trx, {
          target_type: 'drop',
          target_id: id,
          before: audited(before),
          after: audited({ product_id: before.product_id, ...values }),
        });
      });
      return rowOf(await dropById(db, id), lang, now);
    },

    async remove({ id }: ActionParams<'dropDelete'>, audit: Auditor) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const drop = await dropById(trx, id);
        if (stageOf(drop, now) !== 'upcoming') throw new AppError('dropDeleteOpened');
        const gone = await trx
          .deleteFrom('drops')
          .where('id', '=', id)
          .where('drawn_at', 'is', null)
          .where('entries_open_at', '>', now)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) !== 1) throw new AppError('dropDeleteOpened');
        await deps.catalog.setSaleMode(trx, drop.product_id, 'first_come', now);
        await audit.record(trx, {
          target_type: 'drop',
          target_id: id,
          before: audited(drop),
          after: null,
        });
      });
      await forgetCatalog();
      return { id };
    },

    async entries(input: ActionParams<'dropEntries'>): Promise<ActionOutput<'dropEntries'>> {
      const drop = await dropById(db, input.drop_id);
      let query = db.selectFrom('drop_entries').where('drop_id', '=', drop.id);
      if (input.state !== undefined) query = query.where('state', '=', input.state);
      const rows = query
        .selectAll()
        .select((eb) => orderNumberOf(db, eb.ref('drop_entries.order_id')).as('order_no'));
      const ordered =
        drop.drawn_at === null
          ? rows.orderBy('entered_at', 'desc').orderBy('id', 'desc')
          : rows.orderBy(placedFirst).orderBy('place').orderBy('id');
      return pagedList(ordered, query, input, async (page) => {
        const people = page.length
          ? await peopleQuery.namesByIds(
              db,
              page.map((row) => row.user_id),
            )
          : [];
        const byId = new Map(people.map((person) => [person.id, person]));
        return page.map((row) => ({
          id: row.id,
          user: {
            id: row.user_id,
            username: byId.get(row.user_id)?.username ?? '',
            mobile: maskedMobile(row.mobile),
          },
          name: row.name,
          state: row.state,
          place: row.place,
          buy_by: isoOrNull(row.buy_by),
          order_no: row.order_no ?? null,
          entered_at: toIso(Number(row.entered_at)),
        }));
      });
    },

    /** The draw by hand, once entries have closed; the job's draw and this one draw once. */
    async draw({ id }: ActionParams<'dropDraw'>, audit: Auditor, lang: Lang) {
      const now = clock.now();
      const drop = await dropById(db, id);
      if (drop.drawn_at !== null) throw new AppError('dropAlreadyDrawn');
      if (stageOf(drop, now) !== 'closed') throw new AppError('dropNotClosed');
      const winners = await drawDrop(db, id, now, (trx, digest) =>
        audit.record(trx, {
          target_type: 'drop',
          target_id: id,
          before: { drawn_at: null },
          after: { drawn_at: toIso(now), list_digest: digest },
        }),
      );
      if (!winners) throw new AppError('dropAlreadyDrawn');
      const moved = await advanceHolds(db, deps, id, now);
      await textHolders(db, deps, [...winners, ...moved.movedUp]);
      return withProof(id, lang);
    },

    async exportCsv({ id }: ActionParams<'dropExport'>, lang: Lang) {
      const drop = await dropById(db, id);
      const rows = await db
        .selectFrom('drop_entries')
        .selectAll()
        .select((eb) => orderNumberOf(db, eb.ref('drop_entries.order_id')).as('order_no'))
        .where('drop_id', '=', id)
        .orderBy(placedFirst)
        .orderBy('place')
        .orderBy('id')
        .execute();
      const header = [
        'place',
        'entry',
        'name',
        'mobile',
        'state',
        'entered_at',
        'buy_by',
        'order',
      ].map((column) => t(lang, `dropExport.${column}` as MessageKey));
      const lines = rows.map((row) => [
        row.place === null ? '' : String(row.place),
        String(row.id),
        row.name,
        maskedMobile(row.mobile),
        t(lang, `dropEntryState.${row.state}`),
        toIso(Number(row.entered_at)),
        isoOrNull(row.buy_by) ?? '',
        row.order_no ?? '',
      ]);
      const product = (await productLabels(db, [drop.product_id])).get(drop.product_id);
      return {
        filename: `drop-${product?.product_no || drop.product_id}-${id}.csv`,
        csv: spreadsheetCsv([header, ...lines]),
        rows: lines.length,
      };
    },
  };
}
export type DropConsole = ReturnType<typeof dropConsole>;
