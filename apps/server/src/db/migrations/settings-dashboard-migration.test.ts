import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { oldSqliteDatabase } from '../../test/old-sqlite-database';

/** A database made before versions and the dashboard existed, holding one order, then migrated. */
describe('migrations 012 and 013 on an existing SQLite database', () => {
  const { db, migrator } = oldSqliteDatabase();

  it('makes the shop settings version 1, dates the orders in shop time and counts them', async () => {
    expect((await migrator.migrateTo('011-order-console')).error).toBeUndefined();
    const shop = { time_zone: 'Asia/Shanghai', pay_timeout_minutes: 30 };
    await sql`INSERT INTO config (key, value, updated_at) VALUES ('shop', ${JSON.stringify(shop)}, 1000)`.execute(
      db,
    );
    await sql`INSERT INTO users (username, nickname, avatar, password_hash, role, score, score_total, created_at, updated_at)
      VALUES ('old', 'Old', '', 'x', 'user', 50, 80, 1, 1)`.execute(db);
    await sql`INSERT INTO product_categories (type, name_zh, name_en, image, sort, created_at) VALUES ('art', '画', 'Art', '', 0, 1)`.execute(
      db,
    );
    // 2030-03-05 16:30 UTC is 6 March, 00:30 in Shanghai.
    const placed = Date.parse('2030-03-05T16:30:00Z');
    await sql`INSERT INTO orders (order_no, user_id, type, status, goods_amount, ship_fee, total_amount,
        total_score, earn_score, delivery, recipient_name, recipient_mobile, province, city, district,
        address, postal_code, pay_deadline, idempotency_key, created_at, updated_at)
      VALUES ('N1', 1, 'art', 'completed', 10000, 1200, 11200, 0, 100, 'express', 'A', '13900000000',
        'P', 'C', 'D', 'X', '310000', ${placed}, 'k1', ${placed}, ${placed})`.execute(db);
    await sql`INSERT INTO points_ledger (user_id, delta, balance_after, reason, created_at)
      VALUES (1, 80, 80, 'order_earn', ${placed}), (1, -30, 50, 'order_pay', ${placed})`.execute(
      db,
    );

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('shop_settings_versions').selectAll().execute()).toEqual([
      {
        version: 1,
        settings: JSON.stringify(shop),
        actor_id: null,
        actor_name: '',
        created_at: 1000,
      },
    ]);
    expect(
      await db.selectFrom('orders').select(['settings_version', 'created_day']).execute(),
    ).toEqual([{ settings_version: 1, created_day: '2030-03-06' }]);
    expect(await db.selectFrom('order_day_stats').selectAll().execute()).toEqual([
      { day: '2030-03-06', type: 'art', status: 'completed', orders: 1, amount: 11200, score: 0 },
    ]);
    expect(
      await db.selectFrom('points_hour_stats').select(['issued', 'redeemed']).execute(),
    ).toEqual([{ issued: 80, redeemed: 30 }]);
  });
});
