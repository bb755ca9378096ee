import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../test/build-test-app';
import { applications } from './demo-site-jobs';

interface Ledger {
  delta: number;
  balance_after: number;
  reason: string;
  ref: string;
  created_at: string;
}
interface Order {
  order_no: string;
  type: 'art' | 'points';
  status: string;
  total_amount: string;
  total_score: number;
  created_at: string;
  paid_at: string | null;
  shipped_at: string | null;
  received_at: string | null;
  items: Array<{ name: string; price: string; earn_score?: number; quantity: number }>;
}
interface Archive {
  profile: {
    username: string;
    points: number;
    points_earned_total: number;
    registered_at: string;
    community_joined_at: string | null;
  };
  orders: Order[];
  points_ledger: Ledger[];
  applications: unknown[];
  community: {
    memberships: Array<{ joined_at: string }>;
    applications: Array<{ created_at: string }>;
    posts: Array<{ created_at: string }>;
    comments: Array<{ created_at: string }>;
  };
  serials: Array<{ product: string; owner_since: string }>;
}

const ms = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

describe.each(databases)('the demo customer’s own story on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });
  let archive: Archive;
  let everything: string;

  beforeAll(async () => {
    const { app } = ctx();
    const login = await call(
      app,
      'login',
      { account: 'demo', password: 'Demo@12345', lang: 'en' },
      { method: 'POST' },
    );
    const token = (login.body as { data: { userinfo: { token: string } } }).data.userinfo.token;
    const made = await call(
      app,
      'dataExportCreate',
      { password: 'Demo@12345', lang: 'en' },
      { method: 'POST', token },
    );
    const { ticket } = (made.body as { data: { ticket: string } }).data;
    const res = await app.inject({
      method: 'GET',
      url: DATA_ARCHIVE_PATH,
      query: { ticket, lang: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    archive = JSON.parse(strFromU8(files['data.json']!)) as Archive;
    everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
  });

  it('downloads only their own data: no other applicant’s name, mobile, e-mail or résumé', () => {
    expect(archive.profile.username).toBe('demo');
    expect(archive.applications).toEqual([]);
    for (const stranger of applications) {
      for (const value of [stranger.name, stranger.mobile, stranger.email])
        expect(everything, value).not.toContain(value);
    }
    expect(everything).not.toContain('%PDF');
  });

  it('was a member before anything they did, and did nothing after now', () => {
    const since = ms(archive.profile.registered_at);
    const now = ctx().app.clock.now();
    const times = [
      ...archive.points_ledger.map((r) => r.created_at),
      ...archive.orders.map((o) => o.created_at),
      ...archive.community.memberships.map((m) => m.joined_at),
      ...archive.community.applications.map((a) => a.created_at),
      ...archive.community.posts.map((p) => p.created_at),
      ...archive.community.comments.map((c) => c.created_at),
      ...archive.serials.map((s) => s.owner_since),
      archive.profile.community_joined_at,
    ].map(ms);
    expect(times.length).toBeGreaterThan(20);
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(since);
      expect(time).toBeLessThanOrEqual(now);
    }
    expect(ms(archive.points_ledger[0]!.created_at)).toBe(since);
    expect(ms(archive.profile.community_joined_at)).toBe(
      Math.min(...archive.community.memberships.map((m) => ms(m.joined_at))),
    );
  });

  it('has a points history that adds up to the balance and to the points earned in all', () => {
    const ledger = archive.points_ledger;
    let balance = 0;
    let previous = 0;
    for (const row of ledger) {
      balance += row.delta;
      expect(row.balance_after).toBe(balance);
      expect(row.balance_after).toBeGreaterThanOrEqual(0);
      expect(ms(row.created_at)).toBeGreaterThanOrEqual(previous);
      previous = ms(row.created_at);
    }
    expect(balance).toBe(archive.profile.points);
    expect(archive.profile.points).toBe(5000);
    const credits = ledger.filter((r) => r.delta > 0).reduce((sum, r) => sum + r.delta, 0);
    expect(archive.profile.points_earned_total).toBe(credits);
  });

  it('has orders behind every order line of the points history, each in order of its steps', () => {
    const byNo = new Map(archive.orders.map((o) => [o.order_no, o]));
    const orderRows = archive.points_ledger.filter((r) => r.reason.startsWith('order_'));
    expect(orderRows.map((r) => r.reason).sort()).toEqual([
      'order_earn',
      'order_earn',
      'order_pay',
    ]);
    for (const row of orderRows) {
      const order = byNo.get(row.ref);
      expect(order, row.ref).toBeDefined();
      if (row.reason === 'order_pay') {
        expect(order!.type).toBe('points');
        expect(row.delta).toBe(-order!.total_score);
        expect(ms(row.created_at)).toBe(ms(order!.paid_at));
      } else {
        expect(order!.type).toBe('art');
        expect(order!.status).toBe('completed');
        expect(ms(row.created_at)).toBe(ms(order!.received_at));
      }
    }
    for (const order of archive.orders) {
      const steps = [order.created_at, order.paid_at, order.shipped_at, order.received_at].map(ms);
      expect(steps).toEqual([...steps].sort((a, b) => a - b));
      expect(orderRows.some((r) => r.ref === order.order_no)).toBe(true);
    }
  });

  it('owns its serials since the order that brought them shipped', () => {
    expect(archive.serials).toHaveLength(2);
    for (const serial of archive.serials) {
      const order = archive.orders.find((o) => o.items.some((i) => i.name === serial.product));
      expect(order, serial.product).toBeDefined();
      expect(ms(serial.owner_since)).toBe(ms(order!.shipped_at));
      expect(order!.items.find((i) => i.name === serial.product)!.quantity).toBe(2);
    }
  });
});
