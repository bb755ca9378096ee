import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { testClock } from '../lib/clock';
import { signUp } from '../test/accounts';
import { call, databases, useTestApp } from '../test/build-test-app';
import { staffMember } from '../test/staff';
import { testShopEnv } from '../test/production-env';

const START = Date.parse('2026-03-01T08:00:00Z');
const HOUR = 3600_000;

describe('DEV_CLOCK', () => {
  it('is off unless asked for, and production refuses it', () => {
    expect(loadConfig({}).devClock).toBe(false);
    expect(loadConfig({ DEV_CLOCK: '1' }).devClock).toBe(true);
    expect(() => loadConfig({ ...testShopEnv, DEV_CLOCK: '1' })).toThrow(/DEV_CLOCK/);
  });
});

describe.each(databases)('the development clock on %s', (kind) => {
  const moving = useTestApp(kind, { DEV_CLOCK: '1' }, { clock: testClock(START) });
  const fixed = useTestApp(kind);

  const move = (body: Record<string, unknown>) =>
    moving().app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { lang: 'en', ...body },
    });

  it('does not exist without DEV_CLOCK', async () => {
    const { app } = fixed();
    expect((await app.inject({ method: 'GET', url: '/api/dev/clock' })).statusCode).toBe(404);
    const res = await app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advance_seconds: 60 },
    });
    expect(res.statusCode).toBe(404);
  });

  it('tells the time and puts it forward, never back', async () => {
    const { app } = moving();
    const before = (await app.inject({ method: 'GET', url: '/api/dev/clock' })).json();
    expect(before.data.now).toBe(new Date(START).toISOString());

    const ahead = (await move({ advance_seconds: 90 })).json();
    expect(ahead.data).toMatchObject({
      now: new Date(START + 90_000).toISOString(),
      offset_ms: 90_000,
    });

    const to = (await move({ to: '2026-03-01T10:00:00+00:00' })).json();
    expect(to.data.now).toBe('2026-03-01T10:00:00.000Z');
    const back = (await move({ to: '2026-03-01T09:00:00+00:00' })).json();
    expect(back.data.now).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses a move that says neither how far nor to when, or says both', async () => {
    for (const body of [{}, { advance_seconds: 1, to: '2026-03-02T00:00:00Z' }, { to: 'soon' }]) {
      const res = await move(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 100 });
    }
  });

  it('is the time the server logic reads: a session expires when the clock passes a day', async () => {
    const { app } = moving();
    const { token } = await signUp(app, 'dc');
    expect((await call(app, 'userInfo', {}, { token })).body.code).toBe(200);
    await move({ advance_seconds: (24 * HOUR) / 1000 + 60 });
    expect((await call(app, 'userInfo', {}, { token })).body.code).toBe(401);
  });

  it('forgets the public answers cached under the old time', async () => {
    const { app } = moving();
    const cache = app.services.publicCache;
    await cache.remember('dev-clock-probe', 'pages', () => Promise.resolve('{"code":200}'));
    expect(cache.peek('dev-clock-probe')).toBeDefined();
    await move({ advance_seconds: 1 });
    expect(cache.peek('dev-clock-probe')).toBeUndefined();
  });

  it('brings a scheduled article onto the site, though the news list was cached before', async () => {
    const { app } = moving();
    const editor = await staffMember(app, 'editor');
    const now = (await app.inject({ method: 'GET', url: '/api/dev/clock' })).json().data.now;
    const saved = await call(
      app,
      'contentSave',
      {
        publish: true,
        body: {
          kind: 'news',
          title_zh: '冬季开放日',
          title_en: 'Winter open day',
          publish_at: new Date(Date.parse(now) + 2 * HOUR).toISOString(),
        },
      },
      { method: 'POST', token: editor.token },
    );
    expect(saved.body).toMatchObject({ code: 200, data: { state: 'scheduled' } });
    const titles = async () =>
      ((await call(app, 'newsList', { lang: 'en' })).body.data.list as { title: string }[]).map(
        (news) => news.title,
      );

    expect(await titles()).not.toContain('Winter open day');
    await move({ advance_seconds: (3 * HOUR) / 1000 });
    expect(await titles()).toContain('Winter open day');
  });
});
