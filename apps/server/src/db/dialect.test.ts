import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../test/build-test-app';
import { isUniqueViolation } from './dialect';

describe.each(databases)('dialect helpers on %s', (kind) => {
  const ctx = useTestApp(kind);

  it('recognises a unique-constraint violation, and nothing else', async () => {
    const { app } = ctx();
    const row = { key: 'probe', value: '{}', updated_at: Date.now() };
    await app.db.insertInto('config').values(row).execute();
    const duplicate = await app.db
      .insertInto('config')
      .values(row)
      .execute()
      .catch((err: unknown) => err);
    expect(isUniqueViolation(duplicate)).toBe(true);

    const missingTable = await app.db
      .selectFrom('no_such_table' as 'config')
      .selectAll()
      .execute()
      .catch((err: unknown) => err);
    expect(missingTable).toBeInstanceOf(Error);
    expect(isUniqueViolation(missingTable)).toBe(false);
  });
});
