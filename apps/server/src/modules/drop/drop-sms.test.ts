import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { databases, useTestApp } from '../../test/build-test-app';
import { templateIds, useFakeSmsProvider } from '../../test/fakes/sms/fake-sms-env';
import { ok, postInEnglish as post, product } from '../../test/fixtures/order';
import { hashToken, newToken } from '../account/tokens';

const HOUR = 3_600_000;

/** A customer with a session, written straight to the tables (the provider is a fake here). */
async function customer(app: FastifyInstance, mobile: string, role: 'user' | 'editor' = 'user') {
  const now = app.clock.now();
  const user = await app.db
    .insertInto('users')
    .values({
      username: `sms_${mobile}`,
      nickname: `Texted ${mobile.slice(-2)}`,
      avatar: '',
      mobile,
      password_hash: 'not-a-password',
      role,
      score: 0,
      score_total: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = newToken();
  await app.db
    .insertInto('sessions')
    .values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: now + 30 * 24 * HOUR,
      revoked_at: null,
      created_at: now,
    })
    .execute();
  return { id: user.id, token, mobile };
}

/** A drop of one unit, entered by two customers, drawn at close. */
async function drawnDrop(app: FastifyInstance, clock: ReturnType<typeof testClock>, tag: string) {
  const editor = await customer(app, `1370000${tag}00`, 'editor');
  const productId = await product(app, { name_en: `Texted Vase ${tag}`, stock: 1 });
  const drop = await ok<{ id: number }>(
    post(
      app,
      'dropSave',
      {
        product_id: productId,
        quantity: 1,
        entries_open_at: new Date(clock.now() + HOUR).toISOString(),
        entries_close_at: new Date(clock.now() + 2 * HOUR).toISOString(),
        purchase_hours: 24,
      },
      editor.token,
    ),
  );
  clock.advance(HOUR);
  const fans = [await customer(app, `1370000${tag}01`), await customer(app, `1370000${tag}02`)];
  for (const fan of fans) await ok(post(app, 'dropEnter', { drop_id: drop.id }, fan.token));
  clock.advance(HOUR);
  await app.services.drops.runDue(clock.now());
  const winner = await app.db
    .selectFrom('drop_entries')
    .select('mobile')
    .where('drop_id', '=', drop.id)
    .where('state', '=', 'won')
    .executeTakeFirstOrThrow();
  const other = fans.find((fan) => fan.mobile !== winner.mobile)!;
  return { productId, winner: winner.mobile, other: other.mobile };
}

describe.each(databases)('texting drop winners through Aliyun on %s', (kind) => {
  const clock = testClock(Date.parse('2026-06-01T02:00:00Z'));
  const { env, fake } = useFakeSmsProvider('aliyun');
  const ctx = useTestApp(kind, env, { demo: true, clock });

  it('texts the winner, then the entry moved up, the work and the hours to buy', async () => {
    const { app } = ctx();
    const { winner, other } = await drawnDrop(app, clock, kind === 'sqlite' ? '11' : '12');
    const name = (
      await app.db
        .selectFrom('products')
        .select('name_zh')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).name_zh;
    expect(fake().lastText(winner)).toEqual({
      template: templateIds.aliyun.dropWon,
      params: [name, '24'],
    });
    expect(fake().lastText(other)).toBeUndefined();
    clock.advance(24 * HOUR);
    await app.services.drops.runDue(clock.now());
    expect(fake().lastText(other)).toEqual({
      template: templateIds.aliyun.dropWon,
      params: [name, '24'],
    });
  });
});

describe.each(databases)('drop winners without a drop template on %s', (kind) => {
  const clock = testClock(Date.parse('2026-06-01T02:00:00Z'));
  const { env, fake } = useFakeSmsProvider('aliyun', { dropWon: false });
  const ctx = useTestApp(kind, env, { demo: true, clock });

  it('are told in the personal centre only', async () => {
    const { app } = ctx();
    const { winner } = await drawnDrop(app, clock, kind === 'sqlite' ? '21' : '22');
    expect(fake().lastText(winner)).toBeUndefined();
    const unseen = await app.db
      .selectFrom('drop_entries')
      .select('seen')
      .where('mobile', '=', winner)
      .executeTakeFirstOrThrow();
    expect(unseen.seen).toBe(0);
  });
});
