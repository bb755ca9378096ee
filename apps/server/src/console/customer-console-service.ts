import type { ActionOutput, ActionParams, Lang, Role } from '@atelier/contract';
import { CANCELLED_NICKNAME } from '@atelier/contract/privacy-codes';
import type { Kysely } from 'kysely';
import { pageFrom } from '../db/paged-list';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { Clock } from '../lib/clock';
import { toIso } from '../lib/time';
import type { Auditor } from '../kernel/auditor';
import type { AuditService } from '../modules/admin/audit-service';
import type { ArtisanService } from '../modules/artisan/artisan-service';
import type { CatalogService } from '../modules/catalog/catalog-service';
import type { OrderService } from '../modules/order/order-service';
import type { PointsService } from '../modules/points/points-service';
import { customerConsoleRepository } from '../modules/account/account-console-repository';
import type { AuthUser } from '../kernel/identity';
import { historyFor } from '../modules/account/staff-target';

type Account = NonNullable<
  Awaited<ReturnType<ReturnType<typeof customerConsoleRepository>['account']>>
>;

export interface CustomerConsoleDeps {
  points: PointsService;
  orders: OrderService;
  catalog: CatalogService;
  artisans: ArtisanService;
  audit: AuditService;
  clock: Clock;
}

/** How many of an account's orders, favourites and follows its page shows. */
const RECENT = 20;

function statusOf(row: Pick<Account, 'disabled_at'>) {
  return row.disabled_at === null ? ('active' as const) : ('disabled' as const);
}

function cancellationOf(row: Pick<Account, 'cancel_requested_at' | 'erased_at'>) {
  if (row.erased_at !== null) return 'erased' as const;
  return row.cancel_requested_at === null ? null : ('cooling_off' as const);
}

/** An erased account shows as cancelled, in the reader's language, with nothing of its owner. */
function toRow(row: Account, orderCount: number, lang: Lang) {
  const erased = row.erased_at !== null;
  const cancellation = cancellationOf(row);
  return {
    id: row.id,
    username: row.username,
    nickname: erased ? CANCELLED_NICKNAME[lang] : row.nickname || row.username,
    mobile: erased ? '' : (row.mobile ?? ''),
    avatar: erased ? '' : row.avatar,
    role: row.role,
    score: row.score,
    score_total: row.score_total,
    order_count: orderCount,
    status: statusOf(row),
    disabled_at: row.disabled_at === null ? null : toIso(row.disabled_at),
    cancellation,
    erase_after:
      cancellation === 'cooling_off' && row.erase_after !== null ? toIso(row.erase_after) : null,
    created_at: toIso(row.created_at),
  };
}

function toStaff(row: Account) {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname || row.username,
    mobile: row.mobile ?? '',
    role: row.role,
    status: statusOf(row),
    created_at: toIso(row.created_at),
  };
}

/**
 * The studio's view of its accounts: customers' points and access, and who holds a staff role.
 * Every change is audited as a `customer` in its own transaction.
 */
export function customerConsoleService(db: Kysely<Database>, deps: CustomerConsoleDeps) {
  const repo = customerConsoleRepository(db);
  const { clock } = deps;

  async function accountOf(id: number): Promise<Account> {
    const row = await repo.account(id);
    if (!row) throw new AppError('customerNotFound');
    return row;
  }

  /**
   * The account as it is once changes to administrators are serialised: read under the lock,
   * so two admins demoting or disabling each other at once see each other's change.
   */
  async function lockedAccount(r: typeof repo, id: number): Promise<Account> {
    await r.lockAdmins();
    const current = await r.account(id);
    if (!current) throw new AppError('customerNotFound');
    return current;
  }

  /** Refuses a change that would take away the last administrator able to sign in. */
  async function keepAnAdmin(r: typeof repo, current: Account): Promise<void> {
    if (current.role === 'admin' && current.disabled_at === null && (await r.activeAdmins()) <= 1)
      throw new AppError('lastAdmin');
  }

  return {
    async list(
      { page, limit, keyword, status }: ActionParams<'customerList'>,
      lang: Lang,
    ): Promise<ActionOutput<'customerList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.customerPage({ keyword, status }, offset, limit),
        async (rows) => {
          const counts = await deps.orders.countsByUser(rows.map((row) => row.id));
          return rows.map((row) => toRow(row, counts.get(row.id) ?? 0, lang));
        },
      );
    },

    async info(id: number, lang: Lang, viewer: AuthUser): Promise<ActionOutput<'customerInfo'>> {
      const row = await accountOf(id);
      const recent = { page: 1, limit: RECENT };
      const [counts, orders, favourites, follows, history] = await Promise.all([
        deps.orders.countsByUser([id]),
        deps.orders.latestOf(id, RECENT),
        deps.catalog.collection(recent, lang, id),
        deps.artisans.followed(recent, lang, id),
        deps.audit.history('customer', id, lang),
      ]);
      return {
        profile: {
          ...toRow(row, counts.get(id) ?? 0, lang),
          gender: row.erased_at === null ? row.gender : 'unknown',
          birthday: row.erased_at === null ? row.birthday : null,
          disabled_reason: row.disabled_reason,
        },
        orders,
        favourites,
        follows,
        history: historyFor(viewer, history, row.role),
      };
    },

    async points({
      id,
      page,
      limit,
    }: ActionParams<'customerPoints'>): Promise<ActionOutput<'customerPoints'>> {
      await accountOf(id);
      return deps.points.ledger(id, { page, limit });
    },

    async adjustPoints(
      { id, delta, reason }: ActionParams<'pointsAdjust'>,
      audit: Auditor,
    ): Promise<ActionOutput<'pointsAdjust'>> {
      await accountOf(id);
      const result = await db.transaction().execute(async (trx) => {
        const now = clock.now();
        const after = await deps.points.adjust(trx, id, delta, {
          ref: `staff:${audit.actor.name}`,
          note: reason,
          now,
        });
        if (!after) return null;
        await audit.record(trx, {
          target_type: 'customer',
          target_id: id,
          before: {
            score: after.score - delta,
            score_total: delta > 0 ? after.score_total - delta : after.score_total,
            points_reason: null,
          },
          after: { ...after, points_reason: reason },
        });
        return after;
      });
      if (!result) {
        const points = await deps.points.balance(id);
        throw new AppError('pointsTooFew', { points, amount: -delta });
      }
      return result;
    },

    async disable(
      actor: AuthUser,
      { id, reason }: ActionParams<'customerDisable'>,
      audit: Auditor,
    ): Promise<ActionOutput<'customerDisable'>> {
      const target = await accountOf(id);
      if (target.id === actor.id) throw new AppError('disableSelf');
      const done = await db.transaction().execute(async (trx) => {
        const r = customerConsoleRepository(trx);
        const now = clock.now();
        await keepAnAdmin(r, await lockedAccount(r, id));
        if (!(await r.disable(id, reason, now))) return false;
        await r.endSessionsOf(id, now);
        await audit.record(trx, {
          target_type: 'customer',
          target_id: id,
          before: { status: 'active', disabled_reason: null },
          after: { status: 'disabled', disabled_reason: reason },
        });
        return true;
      });
      if (!done) throw new AppError('alreadyDisabled');
      const row = await accountOf(id);
      return { id, status: statusOf(row), disabled_at: toIso(row.disabled_at ?? clock.now()) };
    },

    async enable(
      { id }: ActionParams<'customerEnable'>,
      audit: Auditor,
    ): Promise<ActionOutput<'customerEnable'>> {
      const target = await accountOf(id);
      const done = await db.transaction().execute(async (trx) => {
        if (!(await customerConsoleRepository(trx).enable(id, clock.now()))) return false;
        await audit.record(trx, {
          target_type: 'customer',
          target_id: id,
          before: { status: 'disabled', disabled_reason: target.disabled_reason },
          after: { status: 'active', disabled_reason: null },
        });
        return true;
      });
      if (!done) throw new AppError('alreadyEnabled');
      return { id, status: 'active', disabled_at: null };
    },

    async staff({ page, limit }: ActionParams<'staffList'>): Promise<ActionOutput<'staffList'>> {
      return pageFrom(
        { page, limit },
        (offset) => repo.staffPage(offset, limit),
        (rows) => rows.map(toStaff),
      );
    },

    async setRole(
      { id, role }: { id: number; role: Role },
      audit: Auditor,
    ): Promise<ActionOutput<'staffRoleSet'>> {
      const target = await accountOf(id);
      if (target.role === role) throw new AppError('roleUnchanged');
      await db.transaction().execute(async (trx) => {
        const r = customerConsoleRepository(trx);
        const current = await lockedAccount(r, id);
        if (current.role === role) throw new AppError('roleUnchanged');
        await keepAnAdmin(r, current);
        await r.setRole(id, role, clock.now());
        await audit.record(trx, {
          target_type: 'customer',
          target_id: id,
          before: { role: current.role },
          after: { role },
        });
      });
      return toStaff(await accountOf(id));
    },
  };
}
export type CustomerConsoleService = ReturnType<typeof customerConsoleService>;
