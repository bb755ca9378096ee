import { EXPIRING_WINDOW_DAYS } from '@atelier/contract/points-codes';
import { AppError } from '../../errors';
import type { ModuleHandlers } from '../action-handler';
import { pageOffset } from '../../lib/paging';
import { dayRangeIn } from '../../lib/time';
import type { SettingsRepository } from '../settings/settings-repository';
import { lastDayOf } from './lot-expiry';
import type { PointsConfig } from './points-config';
import { levelOf } from './points-levels';
import type { PointsService } from './points-service';
import type { RankBoard } from './rank-board';
import { periodKey } from './rank-periods';

type Services = {
  points: PointsService;
  pointsConfig: PointsConfig;
  rankBoard: RankBoard;
  settings: SettingsRepository;
  clock: { now(): number };
};

/** A customer's points: rank lists, their account and their ledger. */
export const pointsActions = {
  rankList: async ({ input, user, services }) => {
    const { page, limit, period } = input;
    const shop = await services.settings.shop();
    const key = periodKey(period, services.clock.now(), shop.time_zone);
    const offset = pageOffset({ page, limit });
    const [top, mine] = await Promise.all([
      services.rankBoard.top(key, { offset, limit }),
      user ? services.rankBoard.rankOf(key, user.id) : null,
    ]);
    const names = await services.rankBoard.names([
      ...top.rows.map((row) => row.user_id),
      ...(user && mine ? [user.id] : []),
    ]);
    const shown = (userId: number, rank: number, points: number) => ({
      rank,
      points,
      nickname: names.get(userId)?.nickname ?? '',
      avatar: names.get(userId)?.avatar ?? '',
    });
    return {
      list: top.rows.map((row, i) => shown(row.user_id, offset + i + 1, row.total)),
      total: top.count,
      page,
      limit,
      period,
      me: user && mine ? shown(user.id, mine.rank, mine.total) : null,
    };
  },

  pointsAccount: async ({ user, services }) => {
    const now = services.clock.now();
    const [rules, shop, account] = await Promise.all([
      services.pointsConfig.current('score'),
      services.settings.shop(),
      services.points.account(user.id, now, now + EXPIRING_WINDOW_DAYS * 86_400_000),
    ]);
    const byDay = new Map<string, number>();
    for (const lot of account.expiring) {
      const day = lastDayOf(lot.expires_at, shop.time_zone);
      byDay.set(day, (byDay.get(day) ?? 0) + lot.remaining);
    }
    const expiring = [...byDay].map(([day, points]) => ({ day, points }));
    return {
      score: account.score,
      score_total: account.score_total,
      ...levelOf(rules.levels, account.score_total),
      expiring,
      expiring_total: expiring.reduce((sum, e) => sum + e.points, 0),
    };
  },

  pointsLedger: async ({ input, user, services }) => {
    const { page, limit, from, to, reason } = input;
    if (from && to && from > to) throw new AppError('pointsDaysBackwards');
    const shop = await services.settings.shop();
    const { list, ...rest } = await services.points.ledger(user.id, {
      page,
      limit,
      reason,
      ...dayRangeIn({ from, to }, shop.time_zone),
    });
    return {
      ...rest,
      list: list.map(({ note: _, ...entry }) => entry),
    };
  },
} satisfies ModuleHandlers<Services>;
