import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { SerialState } from '@atelier/contract/authenticity-codes';
import { formatSerial } from '@atelier/contract/serial-code';
import type { Kysely, Selectable } from 'kysely';
import { pagedList, pageFrom } from '../../db/paged-list';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import type { SerialBatchesTable } from '../../db/tables/authenticity';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { t, type MessageKey } from '../../i18n/messages';
import { maskedMobile } from '../account/public-names-query';
import { spreadsheetCsv } from '../../lib/spreadsheet-csv';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import { buyerDirectory } from '../account/buyer-directory-service';
import type { AuthenticityDeps } from './authenticity-deps';
import { activateSerials } from './serial-activation-service';
import { issueBatch } from './serial-issuer';
import { productQuery } from '../catalog/product-query';
import { orderFacts } from '../order/order-query';

type BatchRow = ActionOutput<'serialBatchCreate'>;
type Product = { id: number; name_zh: string; name_en: string; product_no: string };

/** The address a serial's QR code opens: the public check with the code filled in. */
export function checkAddress(origin: string, code: string): string {
  return `${origin}/appraisal?code=${formatSerial(code)}`;
}

/** A serial's state as staff read it: its batch's revocation outranks its owner. */
function stateOf(batchStatus: string, activatedAt: number | null): SerialState {
  if (batchStatus === 'revoked') return 'revoked';
  return activatedAt === null ? 'unsold' : 'owned';
}

/** The console's serial batches: issue, list, label sheet, CSV, revoke; serials of an order. */
export function batchConsole(db: Kysely<AuthenticityTables>, deps: AuthenticityDeps) {
  async function products(ids: readonly number[]): Promise<Map<number, Product>> {
    if (ids.length === 0) return new Map();
    const rows = await productQuery
      .labels(db)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((row) => [row.id, row]));
  }

  function toRow(
    batch: Selectable<SerialBatchesTable>,
    product: Product | undefined,
    lang: Lang,
  ): BatchRow {
    const name = product ? localized(product, 'name', lang) : '';
    return {
      id: batch.id,
      product: { id: batch.product_id, name, product_no: product?.product_no ?? '' },
      quantity: batch.quantity,
      note: batch.note,
      status: batch.status,
      owned_count: batch.owned_count,
      created_by: batch.created_by,
      created_at: toIso(Number(batch.created_at)),
      revoked_at: batch.revoked_at === null ? null : toIso(Number(batch.revoked_at)),
      revoke_reason: batch.revoke_reason,
    };
  }

  async function batchOf(trx: Kysely<AuthenticityTables>, id: number) {
    const batch = await trx
      .selectFrom('serial_batches')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!batch) throw new AppError('serialBatchNotFound');
    return batch;
  }

  async function rowOf(id: number, lang: Lang): Promise<BatchRow> {
    const batch = await batchOf(db, id);
    return toRow(batch, (await products([batch.product_id])).get(batch.product_id), lang);
  }

  /** Every serial of a batch in edition order, for the label sheet and the export. */
  async function codesOf(batchId: number) {
    return db
      .selectFrom('serials')
      .select(['code', 'edition_number'])
      .where('batch_id', '=', batchId)
      .orderBy('edition_number')
      .execute();
  }

  return {
    async list(input: ActionParams<'serialBatchList'>, lang: Lang) {
      let query = db.selectFrom('serial_batches');
      if (input.product_id !== undefined) query = query.where('product_id', '=', input.product_id);
      if (input.status !== undefined) query = query.where('status', '=', input.status);
      return pagedList(query.selectAll().orderBy('id', 'desc'), query, input, async (rows) => {
        const names = await products(rows.map((row) => row.product_id));
        return rows.map((row) => toRow(row, names.get(row.product_id), lang));
      });
    },

    async info(id: number, lang: Lang): Promise<ActionOutput<'serialBatchInfo'>> {
      const row = await rowOf(id, lang);
      // Revoked serials are neither: a revoked batch has none unsold.
      const unsold = row.status === 'revoked' ? 0 : row.quantity - row.owned_count;
      return { ...row, unsold_count: unsold };
    },

    async create(
      input: ActionParams<'serialBatchCreate'>,
      audit: Auditor,
      lang: Lang,
    ): Promise<BatchRow> {
      const found = (await products([input.product_id])).get(input.product_id);
      if (!found) throw new AppError('productNotFound');
      const id = await issueBatch(db, {
        productId: input.product_id,
        quantity: input.quantity,
        note: input.note,
        createdBy: audit.actor.name,
        now: deps.clock.now(),
        record: (trx, batchId) =>
          audit.record(trx, {
            target_type: 'serial_batch',
            target_id: batchId,
            before: null,
            after: { product_id: input.product_id, quantity: input.quantity, note: input.note },
          }),
      });
      return rowOf(id, lang);
    },

    async serials(
      input: ActionParams<'serialBatchSerials'>,
    ): Promise<ActionOutput<'serialBatchSerials'>> {
      const batch = await batchOf(db, input.batch_id);
      let query = db
        .selectFrom('serials as s')
        .leftJoin(orderFacts(db).as('o'), 'o.id', 's.order_id')
        .where('s.batch_id', '=', batch.id);
      // Every serial of a revoked batch is revoked, and none of a live one.
      if (input.state !== undefined && (input.state === 'revoked') !== (batch.status === 'revoked'))
        return pageFrom(
          input,
          async () => ({ rows: [], total: 0 }),
          () => [],
        );
      if (input.state === 'owned' || input.state === 'unsold') {
        query = query.where('s.activated_at', input.state === 'owned' ? 'is not' : 'is', null);
      }
      return pagedList(
        query
          .select([
            's.id',
            's.code',
            's.edition_number',
            's.activated_at',
            's.check_count',
            's.first_checked_at',
            's.owner_id',
            'o.order_no',
          ])
          .orderBy('s.edition_number'),
        query,
        input,
        async (rows) => {
          // The owners' accounts are the account module's; every owner has one (never deleted).
          const owners = await buyerDirectory(db).byIds(
            rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])),
          );
          return rows.map((row) => ({
            id: row.id,
            code: formatSerial(row.code),
            edition: { number: row.edition_number, total: batch.quantity },
            state: stateOf(batch.status, row.activated_at),
            owner:
              row.owner_id === null
                ? null
                : {
                    id: row.owner_id,
                    username: owners.get(row.owner_id)?.username ?? '',
                    mobile: maskedMobile(owners.get(row.owner_id)?.mobile ?? ''),
                  },
            order_no: row.order_no ?? null,
            activated_at: row.activated_at === null ? null : toIso(Number(row.activated_at)),
            check_count: row.check_count,
            first_checked_at:
              row.first_checked_at === null ? null : toIso(Number(row.first_checked_at)),
          }));
        },
      );
    },

    async labels(id: number, origin: string, lang: Lang) {
      const batch = await rowOf(id, lang);
      const codes = await codesOf(id);
      return {
        batch,
        labels: codes.map((row) => ({
          code: formatSerial(row.code),
          edition: { number: row.edition_number, total: batch.quantity },
          url: checkAddress(origin, row.code),
        })),
      };
    },

    async exportCsv(id: number, origin: string, lang: Lang) {
      const batch = await rowOf(id, lang);
      const codes = await codesOf(id);
      const header = ['code', 'edition', 'total', 'product_no', 'url'].map((column) =>
        t(lang, `serialExport.${column}` as MessageKey),
      );
      const lines = codes.map((row) => [
        formatSerial(row.code),
        String(row.edition_number),
        String(batch.quantity),
        batch.product.product_no,
        checkAddress(origin, row.code),
      ]);
      return {
        filename: `serials-${batch.product.product_no || batch.product.id}-batch-${id}.csv`,
        csv: spreadsheetCsv([header, ...lines]),
        rows: lines.length,
      };
    },

    async revoke(
      { id, reason }: ActionParams<'serialBatchRevoke'>,
      audit: Auditor,
      lang: Lang,
    ): Promise<BatchRow> {
      const now = deps.clock.now();
      await db.transaction().execute(async (trx) => {
        await batchOf(trx, id);
        // Conditional: of two revocations at once, one records it.
        const result = await trx
          .updateTable('serial_batches')
          .set({ status: 'revoked', revoked_at: now, revoke_reason: reason })
          .where('id', '=', id)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw new AppError('serialBatchAlreadyRevoked');
        await audit.record(trx, {
          target_type: 'serial_batch',
          target_id: id,
          before: { status: 'active' },
          after: { status: 'revoked', revoke_reason: reason },
        });
      });
      return rowOf(id, lang);
    },

    /** Serials entered after an order shipped, as they would have been at shipping. */
    async attachToOrder(
      { id, serials }: ActionParams<'orderSerialAttach'>,
      audit: Auditor,
    ): Promise<ActionOutput<'orderSerialAttach'>> {
      const now = deps.clock.now();
      return db.transaction().execute(async (trx) => {
        const order = await orderFacts(trx).where('id', '=', id).executeTakeFirst();
        if (!order) throw new AppError('orderNotFound');
        if (order.shipped_at === null) throw new AppError('orderNotShipped');
        const activated = await activateSerials(trx, { orderId: id, typed: serials, now });
        await audit.record(trx, {
          target_type: 'order',
          target_id: id,
          before: null,
          after: { serials: activated.map((serial) => serial.code) },
        });
        return activated;
      });
    },
  };
}
export type BatchConsole = ReturnType<typeof batchConsole>;
