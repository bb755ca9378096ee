import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  get,
  ok,
  orderRow,
  placed,
  post,
  product,
  refusal,
  shopper,
} from '../../test/fixtures/order';
import type { SettingsInfo } from '../../test/fixtures/settings';

const MINUTE = 60_000;

type Info<V> = SettingsInfo<V>;

const scoreForm = {
  sign_points: 8,
  streak: {
    cycle_days: 5,
    bonuses: [
      { day: 5, points: 30 },
      { day: 2, points: 4 },
    ],
  },
  earn_points_per_yuan: 2,
  expiry: { policy: 'days', days: 180 },
  levels: [
    { threshold: 0, name: { 'zh-cn': '新晋藏家', en: 'Newcomer' } },
    { threshold: 300, name: { 'zh-cn': '进阶藏家', en: 'Collector' } },
  ],
};

const gameForm = {
  cost: 20,
  prizes: [
    { name: { 'zh-cn': '谢谢参与', en: 'No prize' }, points: 0, weight: 3 },
    { name: { 'zh-cn': '30 积分', en: '30 points' }, points: 30, weight: 1 },
  ],
  daily_limit: 5,
  daily_budget: 5000,
};

describe.each(databases)('the points console on %s', (kind) => {
  const clock = testClock(Date.parse('2030-05-01T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { demo: true, clock });

  const trail = (target: 'score_config' | 'game_config') =>
    ctx()
      .app.db.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', target)
      .orderBy('id')
      .execute();

  it('an operator saves the points rules as a new version, audited, and the site publishes them', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const start = await ok<Info<typeof scoreForm>>(
      get(app, 'scoreConfigInfo', { page: 1, limit: 10 }, operator.token),
    );
    expect(start.values.sign_points).toBe(5);
    const before = (await trail('score_config')).length;

    clock.advance(MINUTE);
    const saved = await ok<{ version: number }>(
      post(app, 'scoreConfigSave', scoreForm, operator.token),
    );
    expect(saved.version).toBe(start.version + 1);

    const info = await ok<Info<typeof scoreForm>>(
      get(app, 'scoreConfigInfo', { page: 1, limit: 10 }, operator.token),
    );
    expect(info.version).toBe(saved.version);
    // Bonuses are kept in the order of their days.
    expect(info.values).toEqual({
      ...scoreForm,
      streak: {
        cycle_days: 5,
        bonuses: [scoreForm.streak.bonuses[1], scoreForm.streak.bonuses[0]],
      },
    });
    expect(info.versions.total).toBe(start.versions.total + 1);
    expect(info.versions.list[0]).toEqual({
      version: saved.version,
      actor_id: operator.id,
      actor_name: operator.username,
      created_at: new Date(clock.now()).toISOString(),
    });

    // One audit row, holding what changed as it was and as it is.
    const rows = await trail('score_config');
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1);
    expect(row).toMatchObject({
      actor_id: operator.id,
      actor_role: 'operator',
      action: 'scoreConfigSave',
      target_id: 'score',
    });
    const changes = JSON.parse(row?.changes ?? '{}') as Record<string, Record<string, unknown>>;
    expect(changes.before).toMatchObject({ version: start.version, sign_points: 5 });
    expect(changes.after).toMatchObject({ version: saved.version, sign_points: 8 });

    // The screen shows the same change, to an operator who has no audit trail of their own.
    const [latest] = (info as unknown as { history: Array<Record<string, unknown>> }).history;
    expect(latest).toMatchObject({
      action: 'scoreConfigSave',
      actor_name: operator.username,
      target_type: 'score_config',
      before: { version: start.version, sign_points: 5 },
      after: { version: saved.version, sign_points: 8 },
    });

    const published = await ok(get(app, 'scoreConfig', { lang: 'en' }));
    expect(published).toMatchObject({
      version: saved.version,
      sign_points: 8,
      earn_points_per_yuan: 2,
    });
  });

  it('an admin saves the game’s odds; the published odds follow', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const start = await ok<Info<typeof gameForm>>(
      get(app, 'gameConfigInfo', { page: 1, limit: 10 }, admin.token),
    );
    const saved = await ok<{ version: number }>(post(app, 'gameConfigSave', gameForm, admin.token));
    expect(saved.version).toBe(start.version + 1);
    const info = await ok<Info<typeof gameForm>>(
      get(app, 'gameConfigInfo', { page: 1, limit: 10 }, admin.token),
    );
    expect(info.values).toEqual(gameForm);
    const published = await ok<{ version: number; prizes: Array<{ odds: string }> }>(
      get(app, 'gameConfig', {}),
    );
    expect(published.version).toBe(saved.version);
    expect(published.prizes.map((prize) => prize.odds)).toEqual(['75.00%', '25.00%']);
    const row = (await trail('game_config')).at(-1);
    expect(row).toMatchObject({ action: 'gameConfigSave', target_id: 'game', actor_id: admin.id });
  });

  it('refuses bad rules with a clear reason in both languages, storing nothing', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const score = (await ok<Info<unknown>>(get(app, 'scoreConfigInfo', {}, operator.token)))
      .version;
    const game = (await ok<Info<unknown>>(get(app, 'gameConfigInfo', {}, operator.token))).version;
    const audits = (await trail('score_config')).length + (await trail('game_config')).length;
    const refusedScore = (change: Record<string, unknown>, lang = 'en') =>
      refusal(post(app, 'scoreConfigSave', { ...scoreForm, ...change, lang }, operator.token));
    const refusedGame = (change: Record<string, unknown>, lang = 'en') =>
      refusal(post(app, 'gameConfigSave', { ...gameForm, ...change, lang }, operator.token));

    expect(
      await refusedScore({ streak: { cycle_days: 5, bonuses: [{ day: 6, points: 10 }] } }),
    ).toBe('The streak bonus on day 6 lies beyond the 5-day cycle');
    expect(
      await refusedScore({ streak: { cycle_days: 5, bonuses: [{ day: 6, points: 10 }] } }, 'zh-cn'),
    ).toBe('第 6 天的连续签到奖励超出了 5 天的周期');
    expect(
      await refusedScore({
        streak: {
          cycle_days: 5,
          bonuses: [
            { day: 2, points: 1 },
            { day: 2, points: 3 },
          ],
        },
      }),
    ).toBe('The streak bonus on day 2 is given twice');
    expect(await refusedScore({ expiry: { policy: 'days', days: null } })).toBe(
      'Expiry after a number of days needs the number of days',
    );
    expect(
      await refusedScore({ levels: [{ threshold: 10, name: { 'zh-cn': '新', en: 'New' } }] }),
    ).toBe('The first level must start at 0 points');
    const outOfOrder = [
      { threshold: 0, name: { 'zh-cn': '新晋', en: 'Newcomer' } },
      { threshold: 500, name: { 'zh-cn': '进阶', en: 'Collector' } },
      { threshold: 500, name: { 'zh-cn': '资深', en: 'Senior' } },
    ];
    expect(await refusedScore({ levels: outOfOrder })).toBe(
      'Level thresholds must rise strictly: “Senior” (500) is not above the level before it (500)',
    );
    expect(await refusedScore({ levels: outOfOrder }, 'zh-cn')).toBe(
      '等级门槛须逐级递增：“资深”（500）不高于上一级（500）',
    );
    expect(await refusedScore({ sign_points: -1 })).toBe(
      'Sign-in points must be a whole number of 0 or more (points cannot be negative)',
    );
    expect(await refusedScore({ sign_points: -1 }, 'zh-cn')).toBe(
      '签到积分 须为不小于 0 的整数（积分不能为负）',
    );

    const zero = gameForm.prizes.map((prize) => ({ ...prize, weight: 0 }));
    expect(await refusedGame({ prizes: zero })).toBe(
      'The prizes’ weights add up to 0: at least one prize must be possible',
    );
    expect(await refusedGame({ prizes: zero }, 'zh-cn')).toBe(
      '奖品权重之和为 0：至少要有一个奖品可以抽中',
    );
    expect(await refusedGame({ daily_budget: 20 })).toBe(
      'The prize “30 points” (30 points) is more than the daily payout budget (20 points)',
    );
    expect(await refusedGame({ daily_budget: 20 }, 'zh-cn')).toBe(
      '奖品“30 积分”（30 积分）超过了每日奖池（20 积分）',
    );
    expect(await refusedGame({ cost: -5 })).toMatch(/^Cost per play must be a whole number of 0/);

    expect((await ok<Info<unknown>>(get(app, 'scoreConfigInfo', {}, operator.token))).version).toBe(
      score,
    );
    expect((await ok<Info<unknown>>(get(app, 'gameConfigInfo', {}, operator.token))).version).toBe(
      game,
    );
    expect((await trail('score_config')).length + (await trail('game_config')).length).toBe(audits);
  });

  it('refuses the points rules to a visitor, a customer and an editor', async () => {
    const { app } = ctx();
    const customer = await signUp(app, 'ptscust');
    const editor = await staffMember(app, 'editor');
    for (const action of ['scoreConfigSave', 'gameConfigSave']) {
      const form = action === 'scoreConfigSave' ? scoreForm : gameForm;
      expect((await post(app, action, form)).body.code).toBe(401);
      for (const token of [customer.token, editor.token]) {
        expect(await refusal(post(app, action, { ...form, lang: 'en' }, token))).toBe(
          'You have no permission to do this',
        );
      }
    }
    expect(await refusal(get(app, 'scoreConfigInfo', { lang: 'en' }, editor.token))).toBe(
      'You have no permission to do this',
    );
  });

  it('cash orders earn by the points rules they were made under, and name that version', async () => {
    const { app } = ctx();
    const admin = await staffMember(app, 'admin');
    const who = await shopper(app, 'ptsrate');
    const print = await product(app, {
      name_en: 'Rated Print',
      price: 15_050,
      earn_score: 7,
      stock: 5,
    });
    await ok(
      post(app, 'scoreConfigSave', { ...scoreForm, earn_points_per_yuan: null }, admin.token),
    );
    const own = await placed(app, who, print, 1);
    const { version } = await ok<{ version: number }>(
      post(app, 'scoreConfigSave', { ...scoreForm, earn_points_per_yuan: 2 }, admin.token),
    );
    const rated = await placed(app, who, print, 1);
    expect(await orderRow(app, own.order_id)).toMatchObject({
      earn_score: 7,
      score_version: version - 1,
    });
    // 150.50 of goods: 150 whole yuan, 2 points each.
    expect(await orderRow(app, rated.order_id)).toMatchObject({
      earn_score: 300,
      score_version: version,
    });
    // The confirmation page shows what the order would earn now.
    const confirm = await ok<{ earn_score: number }>(
      get(app, 'confirmOrderInfo', { product_id: print, quantity: 1 }, who.token),
    );
    expect(confirm.earn_score).toBe(300);
  });

  it('saves made at once each get a version of their own, with its audit row', async () => {
    const { app } = ctx();
    const operator = await staffMember(app, 'operator');
    const start = await ok<Info<typeof scoreForm>>(
      get(app, 'scoreConfigInfo', { page: 1, limit: 10 }, operator.token),
    );
    const before = (await trail('score_config')).length;
    const saved = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        ok<{ version: number }>(
          post(app, 'scoreConfigSave', { ...scoreForm, sign_points: index }, operator.token),
        ),
      ),
    );
    expect(saved.map((answer) => answer.version).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, index) => start.version + 1 + index),
    );
    expect(await trail('score_config')).toHaveLength(before + 12);
  });
});
