import { describe, expect, it } from 'vitest';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  get,
  ok,
  payInCash,
  placed,
  post,
  product,
  refusal,
  shopper,
} from '../../test/fixtures/order';

interface AuditPage {
  list: Array<Record<string, unknown>>;
  total: number;
}

describe.each(databases)('the audit trail (%s)', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  it('records who shipped an order, from where, with the fields that changed', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const admin = await staffMember(app, 'admin');
    const buyer = await shopper(app, 'audited');
    const order = await placed(app, buyer, await product(app, { name_en: 'Audited' }), 1);
    await payInCash(app, buyer, order.order_id);
    await ok(
      post(
        app,
        'orderShip',
        { id: order.order_id, carrier: 'SF Express', tracking_no: 'SF7654321' },
        operator.token,
      ),
    );
    await ok(
      post(app, 'orderTrack', { id: order.order_id, text: 'Left Hangzhou' }, operator.token),
    );

    const trail = await ok<AuditPage>(
      get(app, 'auditList', { target_type: 'order', target_id: order.order_id }, admin.token),
    );
    expect(trail.total).toBe(2);
    expect(trail.list[1]).toMatchObject({
      actor_id: operator.id,
      actor_name: operator.username,
      actor_role: 'operator',
      action: 'orderShip',
      target_type: 'order',
      target_id: String(order.order_id),
      before: { status: 'undelivered', carrier: null, tracking_no: null },
      after: { status: 'unreceived', carrier: 'SF Express', tracking_no: 'SF7654321' },
      ip: '127.0.0.1',
    });
    expect(trail.list[0]).toMatchObject({
      action: 'orderTrack',
      after: { tracking_note: 'Left Hangzhou' },
    });
    const inEnglish = await ok<AuditPage>(
      get(
        app,
        'auditList',
        { target_type: 'order', target_id: order.order_id, lang: 'en' },
        admin.token,
      ),
    );
    expect(inEnglish.list[1]?.labels).toEqual({
      action: 'Shipped order',
      fields: { status: 'Status', carrier: 'Carrier', tracking_no: 'Tracking number' },
      values: { status: { undelivered: 'To ship', unreceived: 'Shipped' } },
    });
    expect(trail.list[1]?.labels).toMatchObject({ action: '订单发货' });
    const actions = await ok<Array<{ value: string; label: string }>>(
      get(app, 'auditActions', { lang: 'en' }, admin.token),
    );
    expect(actions).toContainEqual({ value: 'orderTrack', label: 'Added tracking note' });

    // Filters: by who, by action, by day (today in the shop's zone has both; tomorrow none).
    const byActor = await ok<AuditPage>(
      get(app, 'auditList', { actor: operator.username }, admin.token),
    );
    expect(byActor.total).toBe(2);
    const byAction = await ok<AuditPage>(
      get(app, 'auditList', { action: 'orderTrack', actor: operator.username }, admin.token),
    );
    expect(byAction.list.map((row) => row.action)).toEqual(['orderTrack']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      app.clock.now(),
    );
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(
      (
        await ok<AuditPage>(
          get(app, 'auditList', { actor: operator.username, from: today, to: today }, admin.token),
        )
      ).total,
    ).toBe(2);
    expect(
      (
        await ok<AuditPage>(
          get(app, 'auditList', { actor: operator.username, from: tomorrow }, admin.token),
        )
      ).total,
    ).toBe(0);
    expect(await refusal(get(app, 'auditList', { from: '2026-02-30' }, admin.token))).toMatch(
      /YYYY-MM-DD/,
    );
  });

  it('keeps every row as written: the database refuses to change or remove one', async () => {
    const { app } = ctx();
    const before = await app.db.selectFrom('audit_log').selectAll().execute();
    expect(before.length).toBeGreaterThan(0);
    await expect(
      app.db.updateTable('audit_log').set({ actor_name: 'someone else' }).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(app.db.deleteFrom('audit_log').execute()).rejects.toThrow(/append-only/);
    expect(await app.db.selectFrom('audit_log').selectAll().execute()).toEqual(before);
  });
});
