import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { seedDemo } from './demo-seed';

describe.each(databases)('the demo seed on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('running it again on a seeded database adds nothing', async () => {
    const { app, config } = ctx();
    const count = async () => {
      const rows = await Promise.all(
        (['banners', 'product_categories', 'links', 'config'] as const).map((table) =>
          app.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow(),
        ),
      );
      return rows.map((r) => Number(r.n));
    };
    const before = await count();
    expect(before).toEqual([6, 7, 9, 2]);
    await seedDemo(app.db, app.services, config.uploadsDir, app.log);
    expect(await count()).toEqual(before);
  });
});
