import {
  ACCOUNT_ACTIONS,
  can,
  routes,
  schemas,
  type AccountAction,
  type ActionName,
  type StaffRole,
} from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldLabel } from '../../i18n/messages';
import { dayIn } from '../../lib/time';
import { PASSWORD, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { member } from '../../test/fixtures/community-console';
import { insertGroup } from '../../test/fixtures/group';
import { get, ok, post } from '../../test/fixtures/order';

const FORBIDDEN = {
  en: 'Only an administrator may act on a staff account',
  'zh-cn': '只有管理员可以操作员工账号',
};
const NO_PERMISSION = { en: 'You have no permission to do this', 'zh-cn': '没有权限执行此操作' };
const ACCOUNT_LABEL = fieldLabel('user_id', 'en');

/**
 * Every console action with an input field that names an account, read from the contract's
 * schemas: a field labelled as an account in that action (a customer's `id`, a member's
 * `user_id`), or one named like a user's id.
 */
function accountFieldsInSchemas(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const name of Object.keys(routes) as ActionName[]) {
    if (!('permission' in routes[name])) continue;
    const shape = (schemas[name].input as z.ZodObject).shape as Record<string, unknown> | undefined;
    const fields = Object.keys(shape ?? {}).filter(
      (field) =>
        fieldLabel(field, 'en', name) === ACCOUNT_LABEL ||
        // A limit per customer is a count: it names no one.
        (/(^|_)(user|customer|member|account|staff)(_ids?)?$/.test(field) && !/_per_/.test(field)),
    );
    if (fields.length > 0) found[name] = fields;
  }
  return found;
}

type Member = Awaited<ReturnType<typeof staffMember>>;
interface Target {
  id: number;
  role: StaffRole | 'user';
}
interface Fixture {
  groupId: number;
  until: string;
}

/**
 * A valid input of each account action, aimed at `target`, in the order an admin can run them
 * one after another (a disable before its enable, a ban before its unban).
 */
const samples: Record<
  AccountAction,
  (target: Target, fixture: Fixture) => Record<string, unknown>
> = {
  customerInfo: ({ id }) => ({ id }),
  customerPoints: ({ id }) => ({ id }),
  pointsAdjust: ({ id }) => ({ id, delta: 50, reason: 'Goodwill' }),
  customerDisable: ({ id }) => ({ id, reason: 'Left the studio' }),
  customerEnable: ({ id }) => ({ id }),
  communityBan: ({ id }, { groupId, until }) => ({
    group_id: groupId,
    user_id: id,
    until,
    reason: 'Spam',
  }),
  communityUnban: ({ id }, { groupId }) => ({ group_id: groupId, user_id: id }),
  staffRoleSet: ({ id, role }) => ({ id, role: role === 'editor' ? 'operator' : 'editor' }),
};

function run(app: FastifyInstance, action: AccountAction, input: object, token: string) {
  const { method } = routes[action];
  return call(app, action, input as Record<string, unknown>, { method, token });
}

/** Everything an account action could change about these accounts, and every table's size. */
async function stateOf(app: FastifyInstance, ids: number[]) {
  const tables = (await app.db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(app.db);
    counts[table] = Number(rows[0]?.n);
  }
  const [users, members, sessions] = await Promise.all([
    app.db.selectFrom('users').selectAll().where('id', 'in', ids).orderBy('id').execute(),
    app.db
      .selectFrom('community_members')
      .selectAll()
      .where('user_id', 'in', ids)
      .orderBy('user_id')
      .execute(),
    app.db
      .selectFrom('sessions')
      .select(['id', 'user_id', 'revoked_at'])
      .where('user_id', 'in', ids)
      .orderBy('id')
      .execute(),
  ]);
  return { counts, users, members, sessions };
}

async function groupOf(app: FastifyInstance, memberIds: number[]): Promise<Fixture> {
  const group = await insertGroup(app, { name_zh: '员工测试', name_en: 'Staff check' });
  for (const id of memberIds) await member(app, group.id, id);
  const until = dayIn(app.clock.now() + 10 * 86_400_000, 'Asia/Shanghai');
  return { groupId: group.id, until };
}

async function auditRows(app: FastifyInstance, id: number) {
  const rows = await app.db
    .selectFrom('audit_log')
    .select('id')
    .where('target_type', '=', 'customer')
    .where('target_id', '=', String(id))
    .execute();
  return rows.length;
}

describe('the contract’s account actions', () => {
  it('are every console action whose input names an account, each by that field', () => {
    const declared = Object.fromEntries(
      Object.entries(ACCOUNT_ACTIONS).map(([action, field]) => [action, [field]]),
    );
    expect(accountFieldsInSchemas()).toEqual(declared);
    expect(Object.keys(samples).sort()).toEqual(Object.keys(ACCOUNT_ACTIONS).sort());
  });
});

describe.each(databases)('staff acting on staff (%s)', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('refuses every account action on a staff account to staff who are not admins, changing nothing', async () => {
    const { app } = ctx();
    const actors = {
      operator: await staffMember(app, 'operator'),
      editor: await staffMember(app, 'editor'),
    };
    const others = {
      admin: await staffMember(app, 'admin'),
      operator: await staffMember(app, 'operator'),
      editor: await staffMember(app, 'editor'),
    };
    const ids = [...Object.values(actors), ...Object.values(others)].map((who) => who.id);
    const fixture = await groupOf(app, ids);
    const before = await stateOf(app, ids);

    for (const [actorRole, actor] of Object.entries(actors) as Array<[StaffRole, Member]>) {
      const targets: Array<[string, Target]> = [
        ...(Object.entries(others) as Array<[StaffRole, { id: number }]>).map(
          ([role, { id }]): [string, Target] => [`another ${role}`, { id, role }],
        ),
        ['themselves', { id: actor.id, role: actorRole }],
      ];
      for (const action of Object.keys(ACCOUNT_ACTIONS) as AccountAction[]) {
        const allowed = can(actorRole, routes[action].permission);
        for (const [who, target] of targets) {
          for (const lang of ['en', 'zh-cn'] as const) {
            const input = { ...samples[action](target, fixture), lang };
            const { status, body } = await run(app, action, input, actor.token);
            const label = `${action} by ${actorRole} on ${who} (${lang})`;
            expect({ status, code: body.code, msg: body.msg }, label).toEqual(
              allowed
                ? { status: 403, code: 100, msg: FORBIDDEN[lang] }
                : { status: 200, code: 100, msg: NO_PERMISSION[lang] },
            );
          }
        }
      }
    }
    expect(await stateOf(app, ids)).toEqual(before);
  });

  it('lets an admin run every account action on staff, and an operator on a customer', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const operator = await staffMember(app, 'operator');
    const customer = await signUp(app, 'plain');
    const staff: Target[] = await Promise.all(
      (['admin', 'operator', 'editor'] as const).map(async (role) => ({
        id: (await staffMember(app, role)).id,
        role,
      })),
    );
    const fixture = await groupOf(app, [customer.id, ...staff.map((target) => target.id)]);
    for (const target of staff)
      for (const action of Object.keys(samples) as AccountAction[])
        await ok(run(app, action, samples[action](target, fixture), admin.token));

    const plain: Target = { id: customer.id, role: 'user' };
    for (const action of Object.keys(samples) as AccountAction[]) {
      if (!can('operator', routes[action].permission)) continue;
      await ok(run(app, action, samples[action](plain, fixture), operator.token));
    }
  });

  it('refuses an operator re-enabling a staff account an admin disabled', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const operator = await staffMember(app, 'operator');
    const editor = await staffMember(app, 'editor');
    await ok(post(app, 'customerDisable', { id: editor.id, reason: 'Under review' }, admin.token));
    const disabled = await app.db
      .selectFrom('users')
      .select(['disabled_at', 'disabled_reason'])
      .where('id', '=', editor.id)
      .executeTakeFirstOrThrow();
    const audited = await auditRows(app, editor.id);

    const res = await post(app, 'customerEnable', { id: editor.id, lang: 'en' }, operator.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 100, msg: FORBIDDEN.en, data: null });
    expect(
      await app.db
        .selectFrom('users')
        .select(['disabled_at', 'disabled_reason'])
        .where('id', '=', editor.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(disabled);
    expect(await auditRows(app, editor.id)).toBe(audited);
    const login = await post(app, 'login', { account: editor.username, password: PASSWORD });
    expect(login.body.code).toBe(100);
    // The admin still can.
    await ok(post(app, 'customerEnable', { id: editor.id }, admin.token));
  });

  it('refuses an operator granting points to staff, their own account included', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const targets = [
      operator,
      await staffMember(app, 'operator'),
      await staffMember(app, 'admin'),
      await staffMember(app, 'editor'),
    ];
    const ids = targets.map((target) => target.id);
    const before = await stateOf(app, ids);
    for (const { id } of targets)
      for (const delta of [500, -1]) {
        const res = await post(
          app,
          'pointsAdjust',
          { id, delta, reason: 'Bonus', lang: 'en' },
          operator.token,
        );
        expect(res.status, String(id)).toBe(403);
        expect(res.body.msg).toBe(FORBIDDEN.en);
      }
    expect(await stateOf(app, ids)).toEqual(before);
  });

  it('shows staff acting on staff in an account’s history only to holders of `audit`', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const operator = await staffMember(app, 'operator');
    // A former operator: what admins did to them while staff stays between admins.
    const former = await staffMember(app, 'operator');
    await ok(post(app, 'customerDisable', { id: former.id, reason: 'Audit' }, admin.token));
    await ok(post(app, 'customerEnable', { id: former.id }, admin.token));
    await ok(post(app, 'staffRoleSet', { id: former.id, role: 'user' }, admin.token));
    // Once a customer, what staff do to them is the customer's history for any operator.
    await ok(
      post(app, 'pointsAdjust', { id: former.id, delta: 20, reason: 'Welcome' }, operator.token),
    );
    await ok(post(app, 'customerDisable', { id: former.id, reason: 'Spam' }, admin.token));

    type History = { history: Array<{ action: string; actor_name: string }> };
    const seen = async (token: string) =>
      (await ok<History>(get(app, 'customerInfo', { id: former.id }, token))).history.map(
        (row) => `${row.action} by ${row.actor_name}`,
      );
    expect(await seen(admin.token)).toEqual([
      `customerDisable by ${admin.username}`,
      `pointsAdjust by ${operator.username}`,
      `staffRoleSet by ${admin.username}`,
      `customerEnable by ${admin.username}`,
      `customerDisable by ${admin.username}`,
    ]);
    expect(can('operator', 'audit')).toBe(false);
    expect(await seen(operator.token)).toEqual([
      `customerDisable by ${admin.username}`,
      `pointsAdjust by ${operator.username}`,
    ]);
  });
});
