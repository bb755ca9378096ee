import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import type { SerialState } from '@atelier/contract/authenticity-codes';
import { formatSerial, isSerialWellFormed, normalizeSerial } from '@atelier/contract/serial-code';
import type { Kysely } from 'kysely';
import { pagedList } from '../../db/paged-list';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { AppError } from '../../errors';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import { maskedMobile, maskedName } from '../account/public-names-query';
import { serialsWithProduct } from './serial-rows';
import { peopleQuery } from '../account/people-query';
import type { AuthenticityDeps } from './authenticity-deps';
import { chargeLookup, type CheckClient } from './check-budget';
import { alertIfCrowded, countVisit, recentVisitors, visitorKey } from './check-visits';
import { productQuery } from '../catalog/product-query';
import { orderFacts } from '../order/order-query';

const isoOrNull = (ms: number | null) => (ms === null ? null : toIso(ms));

function serialRows(db: Kysely<AuthenticityTables>) {
  return serialsWithProduct(db).select([
    's.id',
    's.code',
    's.edition_number',
    's.owner_id',
    's.order_id',
    's.activated_at',
    's.check_count',
    's.first_checked_at',
    'b.id as batch_id',
    'b.quantity',
    'b.note',
    'b.status as batch_status',
    'b.owned_count',
    'b.created_by',
    'b.created_at as batch_created_at',
    'b.revoked_at',
    'b.revoke_reason',
    'p.id as product_id',
    'p.name_zh',
    'p.name_en',
    'p.image',
    'p.product_no',
  ]);
}
type SerialRow = Awaited<ReturnType<ReturnType<typeof serialRows>['executeTakeFirstOrThrow']>>;

const productName = (row: { name_zh: string; name_en: string }, lang: Lang) =>
  lang === 'en' && row.name_en ? row.name_en : row.name_zh;

function stateOf(row: SerialRow): SerialState {
  if (row.batch_status === 'revoked') return 'revoked';
  return row.activated_at === null ? 'unsold' : 'owned';
}

/** The check anyone can run, its budgets, and the alerts it raises; staff's lookup and inbox. */
export function serialCheckService(db: Kysely<AuthenticityTables>, deps: AuthenticityDeps) {
  const { clock, settings } = deps;

  /** A serial's owners, oldest first, with the account of each (none once erased). */
  async function owners(serialId: number) {
    const rows = await db
      .selectFrom('serial_owners as o')
      .select(['o.user_id', 'o.source', 'o.since', 'o.until'])
      .where('o.serial_id', '=', serialId)
      .orderBy('o.since')
      .orderBy('o.id')
      .execute();
    const ids = [...new Set(rows.flatMap((row) => (row.user_id === null ? [] : [row.user_id])))];
    const accounts = new Map(
      ids.length === 0
        ? []
        : (await peopleQuery.namesByIds(db, ids)).map((user) => [user.id, user] as const),
    );
    return rows.map((row) => {
      const user = row.user_id === null ? undefined : accounts.get(row.user_id);
      return {
        ...row,
        username: user?.username ?? null,
        nickname: user?.nickname ?? null,
        mobile: user?.mobile ?? null,
      };
    });
  }

  async function find(code: string) {
    const normalized = normalizeSerial(code);
    if (!isSerialWellFormed(normalized)) throw new AppError('serialCheckMistyped');
    const row = await serialRows(db).where('s.code', '=', normalized).executeTakeFirst();
    if (!row) throw new AppError('serialUnknown');
    return row;
  }

  return {
    /**
     * Charges the client's budget for what the code turned out to be, counts the visitor once
     * per 24 hours and raises an alert on a crowded serial, in one transaction; the refusals of
     * a mistyped or unknown code come after that transaction has kept their cost.
     */
    async check(
      input: ActionParams<'qrCode'>,
      client: CheckClient,
      lang: Lang,
    ): Promise<ActionOutput<'qrCode'>> {
      const now = clock.now();
      const timeZone = (await settings.shop()).time_zone;
      const normalized = normalizeSerial(input.code);
      const { finding, counted } = await db.transaction().execute(async (trx) => {
        const { finding: found, serialId } = await chargeLookup(trx, normalized, client, {
          now,
          timeZone,
        });
        if (serialId === null) return { finding: found, counted: false };
        const countedNow = await countVisit(trx, {
          serialId,
          visitor: visitorKey(client),
          address: client.ip,
          now,
        });
        if (countedNow) await alertIfCrowded(trx, { serialId, now, timeZone });
        return { finding: found, counted: countedNow };
      });
      if (finding === 'mistyped') throw new AppError('serialCheckMistyped');
      if (finding === 'unknown') throw new AppError('serialUnknown');

      const row = await find(normalized);
      const state = stateOf(row);
      const history = await owners(row.id);
      return {
        code: formatSerial(row.code),
        status: state === 'owned' ? 'genuine' : state,
        product: {
          id: row.product_id,
          name: productName(row, lang),
          image: row.image,
          product_no: row.product_no,
        },
        edition: { number: row.edition_number, total: row.quantity },
        check_count: row.check_count,
        first_checked_at: isoOrNull(row.first_checked_at),
        counted,
        activated_at: isoOrNull(row.activated_at),
        revoked_at: isoOrNull(row.revoked_at),
        revoke_reason: row.revoke_reason,
        mine: client.userId !== null && row.owner_id === client.userId,
        owners: history.map((owner) => ({
          name: maskedName(owner.nickname || owner.username || ''),
          since: toIso(owner.since),
          until: isoOrNull(owner.until),
        })),
      };
    },

    /** Everything about one serial for staff, its owners unmasked but for their mobiles. */
    async lookup(
      input: ActionParams<'serialLookup'>,
      lang: Lang,
    ): Promise<ActionOutput<'serialLookup'>> {
      const row = await find(input.code);
      const history = await owners(row.id);
      const order =
        row.order_id === null
          ? undefined
          : await orderFacts(db).where('id', '=', row.order_id).executeTakeFirst();
      const current = history.find((owner) => owner.until === null && owner.user_id !== null);
      const account = (owner: (typeof history)[number]) => ({
        id: owner.user_id ?? 0,
        username: owner.username ?? '',
        mobile: maskedMobile(owner.mobile ?? ''),
      });
      return {
        id: row.id,
        code: formatSerial(row.code),
        edition: { number: row.edition_number, total: row.quantity },
        state: stateOf(row),
        owner: row.owner_id !== null && current ? account(current) : null,
        order_no: order?.order_no ?? null,
        activated_at: isoOrNull(row.activated_at),
        check_count: row.check_count,
        first_checked_at: isoOrNull(row.first_checked_at),
        batch: {
          id: row.batch_id,
          product: { id: row.product_id, name: productName(row, lang), product_no: row.product_no },
          quantity: row.quantity,
          note: row.note,
          status: row.batch_status,
          owned_count: row.owned_count,
          created_by: row.created_by,
          created_at: toIso(row.batch_created_at),
          revoked_at: isoOrNull(row.revoked_at),
          revoke_reason: row.revoke_reason,
        },
        owners: history.map((owner) => ({
          account: account(owner),
          source: owner.source,
          since: toIso(owner.since),
          until: isoOrNull(owner.until),
        })),
        visitors_today: await recentVisitors(db, row.id, clock.now()),
      };
    },

    async alerts(
      input: ActionParams<'serialAlertList'>,
      lang: Lang,
    ): Promise<ActionOutput<'serialAlertList'>> {
      let query = db
        .selectFrom('serial_alerts as a')
        .innerJoin('serials as s', 's.id', 'a.serial_id')
        .innerJoin(productQuery.labels(db).as('p'), 'p.id', 's.product_id');
      if (input.status) query = query.where('a.status', '=', input.status);
      return pagedList(
        query
          .select([
            'a.id',
            'a.day',
            'a.visitors',
            'a.status',
            'a.created_at',
            's.code',
            'p.id as product_id',
            'p.name_zh',
            'p.name_en',
            'p.product_no',
          ])
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc'),
        query,
        input,
        (rows) =>
          rows.map((row) => ({
            id: row.id,
            code: formatSerial(row.code),
            product: {
              id: row.product_id,
              name: productName(row, lang),
              product_no: row.product_no,
            },
            day: row.day,
            visitors: row.visitors,
            status: row.status,
            created_at: toIso(row.created_at),
          })),
      );
    },

    /** Marks open alerts as looked at, each with its audit row; already-seen ones are left. */
    async acknowledge(
      input: ActionParams<'serialAlertDecide'>,
      audit: Auditor,
    ): Promise<ActionOutput<'serialAlertDecide'>> {
      return db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom('serial_alerts')
          .select(['id', 'status'])
          .where('id', 'in', input.ids)
          .where('status', '=', 'open')
          .execute();
        if (open.length === 0) throw new AppError('serialAlertsNoneOpen');
        let acknowledged = 0;
        for (const alert of open) {
          const changed = await trx
            .updateTable('serial_alerts')
            .set({ status: 'acknowledged', decided_by: audit.actor.name })
            .where('id', '=', alert.id)
            .where('status', '=', 'open')
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) === 0) continue;
          acknowledged += 1;
          await audit.record(trx, {
            target_type: 'serial_alert',
            target_id: alert.id,
            before: { status: 'open' },
            after: { status: 'acknowledged', decided_by: audit.actor.name },
          });
        }
        return { acknowledged };
      });
    },
  };
}
export type SerialCheckService = ReturnType<typeof serialCheckService>;
