import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { oldSqliteDatabase } from '../../test/old-sqlite-database';
import { migrations } from '../../db/migrations/index';

const NAME = '022-serial-check-visitors';

/** Visits counted before their address was kept, then migrated. */
describe(`migration ${NAME} on an existing SQLite database`, () => {
  const { db, migrator } = oldSqliteDatabase();

  it('gives a visit its address where the address was the visitor, and none elsewhere', async () => {
    const before = migrations[migrations.findIndex(([name]) => name === NAME) - 1]![0];
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    await sql`INSERT INTO product_categories (type, name_zh, name_en, image, sort, created_at)
      VALUES ('art', '瓶', 'Vases', '', 0, 1)`.execute(db);
    await sql`INSERT INTO products (type, category_id, name_zh, image, product_no, created_at, updated_at)
      VALUES ('art', 1, '月瓶', '', 'P-1', 1, 1)`.execute(db);
    await sql`INSERT INTO serial_batches (product_id, quantity, created_by, created_at)
      VALUES (1, 1, 'editor', 1)`.execute(db);
    await sql`INSERT INTO serials (batch_id, product_id, code, edition_number, check_count)
      VALUES (1, 1, '7K3M9QXWTR2BH5CN', 1, 3)`.execute(db);
    await sql`INSERT INTO serial_visits (serial_id, visitor, counted_at)
      VALUES (1, 'ip:203.0.113.7', 10), (1, 'device:abcdefgh1234', 20), (1, 'user:5', 30)`.execute(
      db,
    );

    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const visits = await sql<{ visitor: string; address: string; counted_at: number }>`
      SELECT visitor, address, counted_at FROM serial_visits ORDER BY counted_at`.execute(db);
    expect(visits.rows).toEqual([
      { visitor: 'ip:203.0.113.7', address: '203.0.113.7', counted_at: 10 },
      { visitor: 'device:abcdefgh1234', address: '', counted_at: 20 },
      { visitor: 'user:5', address: '', counted_at: 30 },
    ]);
  });
});
