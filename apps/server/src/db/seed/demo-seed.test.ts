import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { seedDemo } from './demo-seed';

describe.each(databases)('the demo seed on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('seeds the demo customer with 5000 points and an administrator, passwords hashed', async () => {
    const users = await ctx()
      .app.db.selectFrom('users')
      .select(['username', 'role', 'score', 'password_hash'])
      .orderBy('username')
      .execute();
    expect(users.map(({ username, role, score }) => ({ username, role, score }))).toEqual([
      { username: 'admin', role: 'admin', score: 0 },
      { username: 'demo', role: 'user', score: 5000 },
    ]);
    expect(users.every((u) => u.password_hash.startsWith('$argon2id$'))).toBe(true);
  });

  it('running it again on a seeded database adds nothing', async () => {
    const { app, config } = ctx();
    const count = async () => {
      const rows = await Promise.all(
        (['users', 'banners', 'product_categories', 'links', 'config'] as const).map((table) =>
          app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return rows.map((r) => Number(r.n));
    };
    const before = await count();
    expect(before).toEqual([2, 6, 7, 9, 2]);
    await seedDemo(app.db, app.services, config.uploadsDir, app.log);
    expect(await count()).toEqual(before);
  });
});
