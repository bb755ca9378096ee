import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { ActionOutput, ActionParams, Lang } from '@atelier/contract';
import {
  TRANSFER_CODE_LENGTH,
  TRANSFER_CODE_TTL_MS,
  type SerialState,
} from '@atelier/contract/authenticity-codes';
import { formatSerial, isSerialWellFormed, normalizeSerial } from '@atelier/contract/serial-code';
import type { Kysely } from 'kysely';
import { insertWithinDailyCap } from '../../db/capped-insert';
import { pagedList } from '../../db/paged-list';
import type { AuthenticityTables } from '../../db/tables/authenticity';
import { allUploadedBy } from '../uploads/own-uploads-query';
import { AppError } from '../../errors';
import { localized } from '../../i18n/localized';
import { toIso } from '../../lib/time';
import type { Auditor } from '../../kernel/auditor';
import { maskedMobile } from '../account/public-names-query';
import { serialsWithProduct } from './serial-rows';
import { buyerDirectory } from '../account/buyer-directory-service';
import type { AuthenticityDeps } from './authenticity-deps';
import { chargeLookup, type CheckClient } from './check-budget';

/** Wrong transfer codes a serial takes before its code is void. */
export const TRANSFER_ATTEMPTS_MAX = 5;
/** Reports of fakes one customer may send in 24 hours. */
export const REPORTS_PER_DAY = 5;

/** A transfer code is kept only as a hash salted with its serial, so a copy of the table gives none away. */
function transferHash(code: string, transferCode: string): string {
  return createHash('sha256').update(`${code}:${transferCode}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function newTransferCode(): string {
  let digits = '';
  for (let i = 0; i < TRANSFER_CODE_LENGTH; i++) digits += String(randomInt(10));
  return digits;
}

/**
 * Why a transfer cannot be received, one answer whatever the reason (no such serial, unsold,
 * revoked, no code, an expired, used or wrong code), so it never tells which serials exist.
 */
const nothingToReceive = () => new AppError('serialTransferRefused');

/** A signed-in account asking about one of its serials, from an address. */
export type OwnerCaller = CheckClient & { userId: number };

const imageList = (json: string) => JSON.parse(json) as string[];

/** What owners do with their serials, customers' reports of fakes, and staff's queue of them. */
export function serialOwnershipService(db: Kysely<AuthenticityTables>, deps: AuthenticityDeps) {
  const { clock, settings } = deps;

  /**
   * The serial typed, normalised, once the caller has paid for looking it up as a check does
   * (the charge is kept whatever the action then answers); a wrong check character is refused
   * after that, before anything else.
   */
  async function chargedSerial(typed: string, caller: OwnerCaller, now: number): Promise<string> {
    const code = normalizeSerial(typed);
    const timeZone = (await settings.shop()).time_zone;
    const { finding } = await db
      .transaction()
      .execute((trx) => chargeLookup(trx, code, caller, { now, timeZone }));
    // The typed text is not echoed: it may be anything at all.
    if (finding === 'mistyped') throw new AppError('serialCodeMistyped');
    return code;
  }

  function serialQuery(trx: Kysely<AuthenticityTables> = db) {
    return serialsWithProduct(trx).select([
      's.id',
      's.code',
      's.edition_number',
      's.owner_id',
      's.owner_since',
      's.activated_at',
      's.transfer_code_hash',
      's.transfer_expires_at',
      's.transfer_attempts',
      'b.quantity',
      'b.status as batch_status',
      'p.id as product_id',
      'p.name_zh',
      'p.name_en',
      'p.image',
      'p.product_no',
    ]);
  }
  type SerialRow = NonNullable<
    Awaited<ReturnType<ReturnType<typeof serialQuery>['executeTakeFirst']>>
  >;

  function stateOf(row: SerialRow): SerialState {
    if (row.batch_status === 'revoked') return 'revoked';
    return row.activated_at === null ? 'unsold' : 'owned';
  }

  function ownedView(
    row: SerialRow,
    lang: Lang,
    now: number,
  ): ActionOutput<'mySerials'>['list'][number] {
    const expires = row.transfer_expires_at === null ? null : Number(row.transfer_expires_at);
    return {
      code: formatSerial(row.code),
      product: {
        id: Number(row.product_id),
        name: localized(row, 'name', lang),
        image: row.image,
        product_no: row.product_no,
      },
      edition: { number: row.edition_number, total: row.quantity },
      since: toIso(Number(row.owner_since ?? row.activated_at ?? now)),
      state: stateOf(row),
      transfer_expires_at:
        row.transfer_code_hash !== null && expires !== null && expires > now
          ? toIso(expires)
          : null,
    };
  }

  /** The serial typed, when the caller owns it in a live batch; otherwise one refusal for all. */
  async function ownSerial(typed: string, caller: OwnerCaller, now: number): Promise<SerialRow> {
    const code = await chargedSerial(typed, caller, now);
    const row = await serialQuery().where('s.code', '=', code).executeTakeFirst();
    // Unknown and someone else's read alike: nobody learns whose a serial is, or that it exists.
    if (!row || row.owner_id === null || Number(row.owner_id) !== caller.userId) {
      throw new AppError('serialNotYours');
    }
    // Only its owner gets this far, who knows the serial already.
    if (row.batch_status === 'revoked') throw new AppError('serialTransferRevoked');
    return row;
  }

  /** Counts a wrong code; the fifth voids it. Kept whatever the request answers. */
  async function wrongAttempt(row: SerialRow): Promise<never> {
    const voided = row.transfer_attempts + 1 >= TRANSFER_ATTEMPTS_MAX;
    await db
      .updateTable('serials')
      .set(
        voided
          ? { transfer_code_hash: null, transfer_expires_at: null, transfer_attempts: 0 }
          : (eb) => ({ transfer_attempts: eb('transfer_attempts', '+', 1) }),
      )
      .where('id', '=', row.id)
      .where('transfer_code_hash', '=', row.transfer_code_hash)
      .execute();
    throw nothingToReceive();
  }

  async function serialStatus(
    typed: string,
  ): Promise<ActionOutput<'fakeReportList'>['list'][number]['serial_status']> {
    const code = normalizeSerial(typed);
    if (!isSerialWellFormed(code)) return 'malformed';
    const row = await serialQuery().where('s.code', '=', code).executeTakeFirst();
    return row ? stateOf(row) : 'unknown';
  }

  async function reportRows(
    ids: number[] | null,
    status: string | undefined,
    page: { page: number; limit: number },
  ) {
    // Every report's author has an account (never deleted), read from the account module.
    let query = db.selectFrom('fake_reports as f');
    if (ids) query = query.where('f.id', 'in', ids);
    if (status) query = query.where('f.status', '=', status as 'open');
    return pagedList(
      query
        .selectAll('f')
        // Open ones first, then the newest.
        .orderBy((eb) => eb.case().when('f.status', '=', 'open').then(0).else(1).end())
        .orderBy('f.id', 'desc'),
      query,
      page,
      async (rows) => {
        const [statuses, reporters] = await Promise.all([
          Promise.all(rows.map((r) => serialStatus(r.code))),
          buyerDirectory(db).byIds(rows.map((r) => Number(r.user_id))),
        ]);
        return rows.map((r, i) => ({
          id: Number(r.id),
          reporter: {
            id: Number(r.user_id),
            username: reporters.get(Number(r.user_id))?.username ?? '',
            mobile: maskedMobile(reporters.get(Number(r.user_id))?.mobile ?? ''),
          },
          code: r.code,
          serial_status: statuses[i]!,
          where_bought: r.where_bought,
          note: r.note,
          images: imageList(r.images),
          status: r.status,
          decision_note: r.decision_note,
          created_at: toIso(Number(r.created_at)),
          decided_at: r.decided_at === null ? null : toIso(Number(r.decided_at)),
        }));
      },
    );
  }

  return {
    async mine(
      { page, limit }: ActionParams<'mySerials'>,
      lang: Lang,
      userId: number,
    ): Promise<ActionOutput<'mySerials'>> {
      const now = clock.now();
      return pagedList(
        serialQuery()
          .where('s.owner_id', '=', userId)
          .orderBy('s.owner_since', 'desc')
          .orderBy('s.id', 'desc'),
        db.selectFrom('serials').where('owner_id', '=', userId),
        { page, limit },
        (rows) => rows.map((r) => ownedView(r, lang, now)),
      );
    },

    /** A new one-time code for the owner to give; it replaces any code still outstanding. */
    async transferCode(
      { code }: ActionParams<'serialTransferCreate'>,
      caller: OwnerCaller,
    ): Promise<ActionOutput<'serialTransferCreate'>> {
      const now = clock.now();
      const row = await ownSerial(code, caller, now);
      const userId = caller.userId;
      const transferCode = newTransferCode();
      const expires = now + TRANSFER_CODE_TTL_MS;
      const changed = await db
        .updateTable('serials')
        .set({
          transfer_code_hash: transferHash(row.code, transferCode),
          transfer_expires_at: expires,
          transfer_attempts: 0,
        })
        .where('id', '=', row.id)
        .where('owner_id', '=', userId)
        .executeTakeFirst();
      // Given away by an accept that finished a moment ago.
      if (Number(changed.numUpdatedRows) !== 1) throw new AppError('serialNotYours');
      return {
        code: formatSerial(row.code),
        transfer_code: transferCode,
        expires_at: toIso(expires),
      };
    },

    /**
     * Another account takes the serial with its code: a conditional update on the owner and the
     * code's hash moves it, so of two accepts at once one wins and the code is spent. Each try
     * costs the caller's check budget; every refusal but the owner's own reads the same.
     */
    async acceptTransfer(
      { code, transfer_code }: ActionParams<'serialTransferAccept'>,
      lang: Lang,
      caller: OwnerCaller,
    ): Promise<ActionOutput<'serialTransferAccept'>> {
      const now = clock.now();
      const normal = await chargedSerial(code, caller, now);
      const userId = caller.userId;
      const row = await serialQuery().where('s.code', '=', normal).executeTakeFirst();
      if (!row || row.owner_id === null) throw nothingToReceive();
      // Only the owner can be told this, and they know the serial already.
      if (Number(row.owner_id) === userId) throw new AppError('serialTransferToSelf');
      if (
        row.batch_status === 'revoked' ||
        row.transfer_code_hash === null ||
        row.transfer_expires_at === null ||
        Number(row.transfer_expires_at) <= now
      ) {
        throw nothingToReceive();
      }
      if (!sameHash(row.transfer_code_hash, transferHash(row.code, transfer_code))) {
        return wrongAttempt(row);
      }
      const from = Number(row.owner_id);
      await db.transaction().execute(async (trx) => {
        const moved = await trx
          .updateTable('serials')
          .set({
            owner_id: userId,
            owner_since: now,
            transfer_code_hash: null,
            transfer_expires_at: null,
            transfer_attempts: 0,
          })
          .where('id', '=', row.id)
          .where('owner_id', '=', from)
          .where('transfer_code_hash', '=', row.transfer_code_hash)
          .where('transfer_expires_at', '>', now)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) throw nothingToReceive();
        await trx
          .updateTable('serial_owners')
          .set({ until: now })
          .where('serial_id', '=', row.id)
          .where('until', 'is', null)
          .execute();
        await trx
          .insertInto('serial_owners')
          .values({ serial_id: row.id, user_id: userId, source: 'transfer', since: now })
          .execute();
      });
      const after = await serialQuery().where('s.id', '=', row.id).executeTakeFirstOrThrow();
      return ownedView(after, lang, now);
    },

    /** A customer's report of a suspected fake: their own uploads only, a few a day. */
    async report(
      input: ActionParams<'serialReport'>,
      userId: number,
    ): Promise<ActionOutput<'serialReport'>> {
      const images = [...new Set(input.images)];
      if (!(await allUploadedBy(db, userId, images))) throw new AppError('fakeReportImageNotYours');
      const now = clock.now();
      const row = await insertWithinDailyCap(
        db,
        { table: 'fake_reports', userId, now, cap: REPORTS_PER_DAY },
        (trx) =>
          trx
            .insertInto('fake_reports')
            .values({
              user_id: userId,
              code: input.code,
              where_bought: input.where_bought,
              note: input.note,
              images: JSON.stringify(images),
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
      );
      if (!row) throw new AppError('fakeReportDailyLimit', { max: REPORTS_PER_DAY });
      return { id: Number(row.id), created_at: toIso(now) };
    },

    async reports({
      page,
      limit,
      status,
    }: ActionParams<'fakeReportList'>): Promise<ActionOutput<'fakeReportList'>> {
      return reportRows(null, status, { page, limit });
    },

    /** Closes an open report; one of two staff deciding at once does, the other is told. */
    async decide(
      { id, decision, note }: ActionParams<'fakeReportDecide'>,
      audit: Auditor,
    ): Promise<ActionOutput<'fakeReportDecide'>> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('fake_reports')
          .select(['status', 'decision_note'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!before) throw new AppError('fakeReportNotFound');
        const changed = await trx
          .updateTable('fake_reports')
          .set({
            status: decision,
            decision_note: note,
            decided_by: audit.actor.name,
            decided_at: now,
          })
          .where('id', '=', id)
          .where('status', '=', 'open')
          .executeTakeFirst();
        if (Number(changed.numUpdatedRows) !== 1) throw new AppError('fakeReportDecided');
        await audit.record(trx, {
          target_type: 'fake_report',
          target_id: id,
          before: { status: before.status, decision_note: before.decision_note },
          after: { status: decision, decision_note: note },
        });
      });
      const { list } = await reportRows([id], undefined, { page: 1, limit: 1 });
      return list[0]!;
    },
  };
}
export type SerialOwnershipService = ReturnType<typeof serialOwnershipService>;
