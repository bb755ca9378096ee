import { can, ROLES, routes, type ActionName, type Permission, type Role } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';

/** Every console action, from the contract: adding one adds it to this test. */
const consoleActions = (Object.keys(routes) as ActionName[]).flatMap((name) => {
  const route = routes[name];
  return 'permission' in route
    ? [{ name, method: route.method, permission: route.permission }]
    : [];
});

/** Row counts of every table and the newest change of the mutable ones: "nothing changed". */
async function snapshot(app: FastifyInstance) {
  const tables = (await app.db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, unknown> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(app.db);
    counts[table] = Number(rows[0]?.n);
  }
  for (const table of ['users', 'products', 'orders', 'config'] as const) {
    const { rows } = await sql<{
      t: number | null;
    }>`SELECT max(updated_at) AS t FROM ${sql.table(table)}`.execute(app.db);
    counts[`${table}.updated_at`] = rows[0]?.t === null ? null : Number(rows[0]?.t);
  }
  return counts;
}

describe.each(databases)('console permissions (%s)', (kind) => {
  const get = useTestApp(kind, {}, { demo: true });

  it('lists console actions, each with a permission some staff role holds', () => {
    expect(consoleActions.length).toBeGreaterThan(0);
    for (const { permission } of consoleActions)
      expect(ROLES.some((role) => role !== 'user' && can(role, permission))).toBe(true);
  });

  it('refuses every console action to a visitor, a customer and staff without its permission, changing nothing', async () => {
    const { app } = get();
    const tokens: Partial<Record<Role, string>> = {
      user: (await signUp(app, 'cust')).token,
      operator: (await staffMember(app, 'operator')).token,
      editor: (await staffMember(app, 'editor')).token,
    };
    const before = await snapshot(app);
    const refusedTo = (permission: Permission) =>
      (Object.keys(tokens) as Role[]).filter((role) => !can(role, permission));

    for (const { name, method, permission } of consoleActions) {
      for (const lang of ['zh-cn', 'en'] as const) {
        const anonymous = await call(app, name, { lang }, { method });
        expect(anonymous.body.code, `${name} without a token`).toBe(401);
        for (const role of refusedTo(permission)) {
          const { body } = await call(app, name, { lang }, { method, token: tokens[role] });
          expect(body, `${name} as ${role}`).toMatchObject({
            code: 100,
            msg: lang === 'en' ? 'You have no permission to do this' : '没有权限执行此操作',
          });
        }
      }
    }
    expect(await snapshot(app)).toEqual(before);
  });

  it('admits an admin to every console action past the permission check', async () => {
    const { app } = get();
    const admin = (await staffMember(app, 'admin')).token;
    for (const { name, method } of consoleActions) {
      const { body } = await call(app, name, { lang: 'en' }, { method, token: admin });
      expect(body.msg, name).not.toBe('You have no permission to do this');
      expect(body.code, name).not.toBe(401);
    }
  });
});
