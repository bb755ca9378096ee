import { ownTables, type Connection } from '../../db/connection';
import { isStaff, type ActionOutput, type Lang, type OrderStatus } from '@atelier/contract';
import type { PrivacyConfig } from '../../config';
import { pageFrom } from '../../db/paged-list';
import type { PrivacyTables } from '../../db/tables/privacy';
import { AppError } from '../../errors';
import { t } from '../../i18n/messages';
import type { Clock } from '../../lib/clock';
import { toIso } from '../../lib/time';
import { accountCancellation } from '../account/account-erasure';
import type { AuthUser } from '../../kernel/identity';
import type { SmsService } from '../account/sms-service';
import { artisanErasure } from '../artisan/artisan-erasure';
import { authenticityErasure } from '../authenticity/authenticity-erasure';
import { catalogErasure } from '../catalog/catalog-erasure';
import { communityErasure } from '../community/community-erasure';
import { hiringErasure } from '../hiring/hiring-erasure';
import { orderErasure } from '../order/order-erasure';

const DAY_MS = 86_400_000;

/** `A（待付款）、B（待发货）` / `A (To pay), B (…)`: which orders, and why each. */
function describeOrders(orders: Array<{ order_no: string; status: OrderStatus }>, lang: Lang) {
  const named = orders.map((o) => {
    const status = t(lang, `orderStatus.${o.status}`);
    return lang === 'en' ? `${o.order_no} (${status})` : `${o.order_no}（${status}）`;
  });
  return named.join(lang === 'en' ? ', ' : '、');
}

/**
 * Cancelling an account (注销账号): what it loses, what stops it, and the request itself, which
 * starts the cooling-off period. Each module answers for its own rows.
 */
export function cancellationService(
  dbGiven: Connection,
  deps: { sms: SmsService; clock: Clock; privacy: PrivacyConfig },
) {
  const db = ownTables<PrivacyTables>(dbGiven);
  const { sms, clock, privacy } = deps;
  const orders = orderErasure(db);

  return {
    async info(user: AuthUser, lang: Lang): Promise<ActionOutput<'accountCancelInfo'>> {
      const [groups, serials, favourites, follows, applications, blocking] = await Promise.all([
        communityErasure(db).memberships(user.id, lang),
        authenticityErasure(db).ownedCount(user.id),
        catalogErasure(db).favouriteCount(user.id),
        artisanErasure(db).followCount(user.id),
        hiringErasure(db).applicationCount(user.id),
        orders.blockingOrders(user.id, clock.now()),
      ]);
      return {
        cooling_off_days: Math.round(privacy.coolingOffMs / DAY_MS),
        points: user.score,
        groups,
        serials,
        favourites,
        follows,
        applications,
        blocking_orders: blocking,
      };
    },

    /**
     * The owner's request, proven by a code sent to the account's phone: refused while an order
     * is unfinished (naming it), otherwise the account is marked cancelled and every session
     * ends, in one transaction with the code's use; a refusal leaves the code usable.
     */
    async cancel(
      user: AuthUser,
      captcha: string,
      lang: Lang,
    ): Promise<ActionOutput<'accountCancel'>> {
      if (isStaff(user.role)) throw new AppError('cancelStaffAccount');
      if (!user.mobile) throw new AppError('cancelNoPhone');
      const now = clock.now();
      const eraseAfter = now + privacy.coolingOffMs;
      await sms.redeem(user.mobile, 'cancelaccount', captcha, async (trx) => {
        const blocking = await orderErasure(trx).blockingOrders(user.id, now);
        if (blocking.length > 0) {
          throw new AppError('cancelBlockedByOrders', { orders: describeOrders(blocking, lang) });
        }
        if (!(await accountCancellation(trx).request(user.id, now, eraseAfter))) {
          throw new AppError('cancelAlreadyRequested');
        }
      });
      return { erase_after: toIso(eraseAfter) };
    },

    /** For administrators: accounts in their cooling-off period, the soonest erasure first. */
    async pending(page: number, limit: number): Promise<ActionOutput<'cancellationList'>> {
      return pageFrom(
        { page, limit },
        (offset) => accountCancellation(db).pending(offset, limit),
        (rows) =>
          rows.map((r) => ({
            user_id: r.id,
            username: r.username,
            nickname: r.nickname || r.username,
            requested_at: toIso(r.cancel_requested_at ?? 0),
            erase_after: toIso(r.erase_after ?? 0),
          })),
      );
    },
  };
}
export type CancellationService = ReturnType<typeof cancellationService>;
