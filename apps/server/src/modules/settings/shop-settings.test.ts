import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  get,
  ok,
  orderRow,
  payInCash,
  placed,
  post,
  product,
  refusal,
  ship,
  shopper,
} from '../../test/fixtures/order';
import type { SettingsInfo } from '../../test/fixtures/settings';

const MINUTE = 60_000;
const DAY = 86_400_000;

type Info = SettingsInfo;

const form = {
  pay_timeout_minutes: 15,
  auto_receive_days: 3,
  bill_check_time: '09:45',
  ship_base_fee: '8.00',
  ship_free_threshold: '199.00',
  service_phone: '400-800-1234',
  service_email: 'help@atelier.example',
  service_address: { 'zh-cn': '杭州市西湖区文三路 1 号', en: '1 Wensan Road, Hangzhou' },
  business_hours: { 'zh-cn': '每天 9:00-18:00', en: 'Daily 9:00-18:00' },
};

describe.each(databases)('shop settings on %s', (kind) => {
  const clock = testClock(Date.parse('2030-04-01T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });

  const info = (token: string) =>
    ok<Info>(get(ctx().app, 'settingsInfo', { page: 1, limit: 10 }, token));
  const trail = () =>
    ctx()
      .app.db.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'settings')
      .orderBy('id')
      .execute();

  it('saves a new version with who and when, audited, and orders keep the version they were made under', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const start = await info(admin.token);
    expect(start.version).toBe(1);
    expect(start.values).toMatchObject({
      pay_timeout_minutes: 30,
      auto_receive_days: 10,
      bill_check_time: '10:30',
      ship_base_fee: '12.00',
      ship_free_threshold: '299.00',
    });
    expect(start.versions.list).toEqual([
      { version: 1, actor_id: null, actor_name: '', created_at: expect.any(String) },
    ]);

    const who = await shopper(app, 'setv');
    const print = await product(app, { name_en: 'Versioned Print', price: 15_000, stock: 20 });
    const underV1 = await placed(app, who, print, 1);

    clock.advance(MINUTE);
    expect(await ok(post(app, 'settingsSave', form, admin.token))).toEqual({ version: 2 });
    const saved = await info(admin.token);
    expect(saved.version).toBe(2);
    expect(saved.values).toEqual(form);
    expect(saved.versions.total).toBe(2);
    expect(saved.versions.list[0]).toEqual({
      version: 2,
      actor_id: admin.id,
      actor_name: admin.username,
      created_at: new Date(clock.now()).toISOString(),
    });

    // One audit row holding only what changed.
    const [row, ...more] = await trail();
    expect(more).toEqual([]);
    expect(row).toMatchObject({ actor_id: admin.id, action: 'settingsSave', target_id: 'shop' });
    const changes = JSON.parse(row?.changes ?? '{}') as Record<string, Record<string, unknown>>;
    expect(changes.before).toMatchObject({
      version: 1,
      pay_timeout_minutes: 30,
      auto_receive_days: 10,
      ship_base_fee: '12.00',
    });
    expect(changes.after).toMatchObject({
      version: 2,
      pay_timeout_minutes: 15,
      auto_receive_days: 3,
      ship_base_fee: '8.00',
      service_phone: '400-800-1234',
    });

    // The site shows the new contact details at once.
    const site = await ok(get(app, 'shopConfig', { lang: 'en' }));
    expect(site).toMatchObject({
      service_phone: '400-800-1234',
      service_email: 'help@atelier.example',
      address: '1 Wensan Road, Hangzhou',
      business_hours: 'Daily 9:00-18:00',
      pay_timeout_minutes: 15,
    });

    // A new order follows version 2: 15 minutes to pay, 8.00 shipping.
    const underV2 = await placed(app, who, print, 1);
    expect(await orderRow(app, underV2.order_id)).toMatchObject({
      settings_version: 2,
      pay_deadline: clock.now() + 15 * MINUTE,
      ship_fee: 800,
    });
    // The first keeps its 30 minutes: still payable 20 minutes after it was made.
    expect(await orderRow(app, underV1.order_id)).toMatchObject({
      settings_version: 1,
      ship_fee: 1200,
    });
    clock.advance(19 * MINUTE);
    await payInCash(app, who, underV1.order_id);
    expect(
      await refusal(
        post(app, 'orderPay', { order_id: underV2.order_id, method: 'sandbox' }, who.token),
      ),
    ).toBeTruthy();

    // Receipt: version 2 confirms after 3 days, version 1 after 10.
    const late = await placed(app, who, print, 1);
    await payInCash(app, who, late.order_id);
    await ship(app, admin.token, underV1.order_id);
    await ship(app, admin.token, late.order_id);
    clock.advance(3 * DAY + MINUTE);
    expect(await app.services.order.autoReceive(clock.now())).toBe(1);
    expect((await orderRow(app, late.order_id)).status).toBe('completed');
    expect((await orderRow(app, underV1.order_id)).status).toBe('unreceived');
    clock.advance(7 * DAY);
    expect(await app.services.order.autoReceive(clock.now())).toBe(1);
    expect((await orderRow(app, underV1.order_id)).status).toBe('completed');
  });

  it('refuses bad values with a clear message and stores nothing', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const { version } = await info(admin.token);
    const rows = (await trail()).length;
    const refused = (change: Record<string, unknown>) =>
      refusal(post(app, 'settingsSave', { ...form, ...change, lang: 'en' }, admin.token));
    expect(await refused({ pay_timeout_minutes: 2 })).toMatch(
      /whole number of minutes from 5 to 1440/,
    );
    expect(await refused({ auto_receive_days: 0 })).toMatch(/from 1 to 60/);
    expect(await refused({ bill_check_time: '25:00' })).toBe(
      'Daily bill check time must be a 24-hour time such as 10:30',
    );
    expect(await refused({ ship_base_fee: '-1.00' })).toBe(
      'The base shipping fee must be between 0.00 and 9999.99 yuan',
    );
    expect(await refused({ ship_free_threshold: '12' })).toMatch(/Free-shipping threshold/);
    expect(await refused({ service_email: 'not-an-address' })).toMatch(/valid service e-mail/);
    expect(await refused({ service_phone: 'call us' })).toMatch(/service phone has 5-30 digits/);
    expect(await refused({ business_hours: { 'zh-cn': '每天', en: ' ' } })).toMatch(
      /Business hours are needed in both languages/,
    );
    expect((await info(admin.token)).version).toBe(version);
    expect(await trail()).toHaveLength(rows);
  });
});
