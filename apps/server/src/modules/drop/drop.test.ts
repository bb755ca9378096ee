import { createHash, createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { hashToken, newToken } from '../account/tokens';
import { collectPersonalData } from '../privacy/personal-data';
import { databases, useTestApp } from '../../test/build-test-app';
import { signUp } from '../../test/accounts';
import { staffMember } from '../../test/staff';
import { insertCompletedOrder } from '../../test/fixtures/group';
import { admit, makeGroup } from '../../test/fixtures/post';
import { issuedBatch, shipSerial } from '../../test/fixtures/serial';
import {
  adminToken,
  buyNow,
  getInEnglish as get,
  ok,
  postInEnglish as post,
  product,
  refusal,
  shopper,
  stockOf,
  type Shopper,
} from '../../test/fixtures/order';

const HOUR = 3_600_000;
const NO_PERMISSION = 'You have no permission to do this';
const DRAW_ONLY = 'This edition is sold by draw: only a winner may buy it, within their window';

interface Entry {
  id: number;
  state: string;
  place: number | null;
  buy_by: string | null;
  order_id: number | null;
}
interface Proof {
  server_seed: string;
  list_digest: string;
  entries: Array<{ id: number; name: string }>;
  order: number[];
  drawn_at: string;
}
interface DropView {
  id: number;
  stage: string;
  quantity: number;
  commitment: string;
  entry_count: number;
  sold_count: number;
  gates: Array<{ kind: string; target_id: number; label: string }>;
  proof: Proof | null;
  mine: Entry | null;
}
interface DropRow {
  id: number;
  stage: string;
  commitment: string;
  entry_count: number;
  sold_count: number;
  holding_count: number;
  drawn_at: string | null;
  proof?: Proof | null;
}

/**
 * The draw recomputed from its published description alone (not the shared code): the list's
 * text and digest, then Fisher-Yates over the ids in ascending order, step k drawing
 * ⌊(first 52 bits of HMAC-SHA256(seed, "<digest>:<k>") / 2^52) · (i + 1)⌋.
 */
function recomputedOrder(seedHex: string, entries: Array<{ id: number; name: string }>) {
  const sorted = [...entries].sort((a, b) => a.id - b.id);
  const text = sorted.map((entry) => `${entry.id}:${entry.name}\n`).join('');
  const digest = createHash('sha256').update(text, 'utf8').digest('hex');
  const order = sorted.map((entry) => entry.id);
  const key = Buffer.from(seedHex, 'hex');
  for (let i = order.length - 1, k = 0; i > 0; i -= 1, k += 1) {
    const mac = createHmac('sha256', key).update(`${digest}:${k}`).digest();
    // 52 bits: the first 6 bytes and the high nibble of the 7th, as a fraction of 2^52.
    const bits = mac.readUIntBE(0, 6) * 16 + (mac[6]! >> 4);
    const j = Math.floor((bits / 2 ** 52) * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return { digest, order };
}

describe.each(databases)('drops on %s', (kind) => {
  const clock = testClock(Date.parse('2026-05-01T02:00:00Z'));
  // Sessions outlive the days the tests move the clock through.
  const ctx = useTestApp(kind, { TOKEN_TTL_HOURS: String(24 * 30) }, { demo: true, clock });
  let tagged = 0;

  /**
   * `count` customers with sessions, written straight to the tables as registering would leave
   * them (a thousand sign-ups through the API would be the test's whole time).
   */
  async function customers(app: FastifyInstance, count: number) {
    tagged += 1;
    const now = clock.now();
    const users = await app.db
      .insertInto('users')
      .values(
        Array.from({ length: count }, (_, i) => ({
          username: `drop${tagged}_${i}`,
          nickname: `Drop${tagged} Fan${i}`,
          avatar: '',
          mobile: `137${String(tagged * 10_000 + i).padStart(8, '0')}`,
          password_hash: 'not-a-password',
          role: 'user' as const,
          score: 0,
          score_total: 0,
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(['id', 'mobile'])
      .execute();
    const tokens = users.map(() => newToken());
    await app.db
      .insertInto('sessions')
      .values(
        users.map((user, i) => ({
          user_id: user.id,
          token_hash: hashToken(tokens[i]!),
          expires_at: now + 365 * 24 * HOUR,
          revoked_at: null,
          created_at: now,
        })),
      )
      .execute();
    return users.map((user, i) => ({ id: user.id, mobile: user.mobile!, token: tokens[i]! }));
  }

  const iso = (ms: number) => new Date(ms).toISOString();

  /** A drop made in the console: entries open in an hour for an hour, 24 hours to buy. */
  async function makeDrop(
    app: FastifyInstance,
    token: string,
    values: { name: string; stock?: number; quantity?: number } & Record<string, unknown>,
  ) {
    const { name, stock = 10, quantity = 2, ...rest } = values;
    const productId = await product(app, { name_en: name, stock });
    const drop = await ok<DropRow>(
      post(
        app,
        'dropSave',
        {
          product_id: productId,
          quantity,
          entries_open_at: iso(clock.now() + HOUR),
          entries_close_at: iso(clock.now() + 2 * HOUR),
          purchase_hours: 24,
          ...rest,
        },
        token,
      ),
    );
    return { productId, drop };
  }

  const info = (app: FastifyInstance, productId: number, token?: string) =>
    ok<DropView>(get(app, 'dropInfo', { product_id: productId }, token));

  const enter = (app: FastifyInstance, dropId: number, token: string) =>
    post(app, 'dropEnter', { drop_id: dropId }, token);

  async function entriesOf(app: FastifyInstance, dropId: number) {
    return app.db
      .selectFrom('drop_entries')
      .selectAll()
      .where('drop_id', '=', dropId)
      .orderBy('id')
      .execute();
  }

  it('refuses the console to customers, operators and visitors; refuses bad drops in words', async () => {
    const { app } = ctx();
    const customer = await signUp(app, 'dcu');
    const operator = await staffMember(app, 'operator');
    const editor = await staffMember(app, 'editor');
    const print = await product(app, { name_en: 'Guarded Drop', stock: 3 });
    const body = {
      product_id: print,
      quantity: 2,
      entries_open_at: iso(clock.now() + HOUR),
      entries_close_at: iso(clock.now() + 2 * HOUR),
      purchase_hours: 24,
    };
    for (const token of [customer.token, operator.token]) {
      expect(await refusal(post(app, 'dropSave', body, token))).toBe(NO_PERMISSION);
      expect(await refusal(get(app, 'dropList', {}, token))).toBe(NO_PERMISSION);
      expect(await refusal(get(app, 'dropExport', { id: 1 }, token))).toBe(NO_PERMISSION);
    }
    expect((await get(app, 'dropList', {})).body.code).toBe(401);
    expect((await post(app, 'dropEnter', { drop_id: 1 })).body.code).toBe(401);
    expect((await get(app, 'dropMine', {})).body.code).toBe(401);

    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ entries_close_at: body.entries_open_at }, 'Entries must close after they open'],
      [{ quantity: 4 }, 'The units drawn for cannot exceed the stock (3)'],
      [{ quantity: 0 }, 'The units drawn for are 1 to 100,000'],
      [{ purchase_hours: 0 }, 'A purchase window is 1 to 336 hours'],
      [{ product_id: 987654 }, 'This product does not exist'],
      [
        { gates: [{ kind: 'group_member', target_id: 987654 }] },
        'The gate’s group (id 987654) does not exist',
      ],
      [
        { gates: [{ kind: 'earlier_buyer', target_id: 987654 }] },
        'The gate’s product (id 987654) does not exist',
      ],
    ];
    for (const [change, message] of refusals) {
      expect(await refusal(post(app, 'dropSave', { ...body, ...change }, editor.token))).toBe(
        message,
      );
    }
    const mug = await product(app, { type: 'points', name_en: 'Points Mug', score_price: 10 });
    expect(await refusal(post(app, 'dropSave', { ...body, product_id: mug }, editor.token))).toBe(
      'Only a product of the art mall can be sold by draw',
    );
    // In Chinese too.
    expect(
      await refusal(post(app, 'dropSave', { ...body, quantity: 4, lang: 'zh-cn' }, editor.token)),
    ).toBe('抽签数量不能超过库存（3 件）');
    expect(await refusal(get(app, 'dropGet', { id: 987654 }, editor.token))).toBe(
      'This drop does not exist',
    );

    // One drop per product; the product sells by draw while it has one, first come once deleted.
    const made = await ok<DropRow>(post(app, 'dropSave', body, editor.token));
    expect(await refusal(post(app, 'dropSave', body, editor.token))).toBe(
      'This product already has a drop',
    );
    const mode = async () =>
      (
        await app.db
          .selectFrom('products')
          .select('sale_mode')
          .where('id', '=', print)
          .executeTakeFirstOrThrow()
      ).sale_mode;
    expect(await mode()).toBe('draw');
    await ok(post(app, 'dropDelete', { id: made.id }, editor.token));
    expect(await mode()).toBe('first_come');
    const trail = await app.db
      .selectFrom('audit_log')
      .select(['action', 'target_type'])
      .where('target_type', '=', 'drop')
      .where('target_id', '=', String(made.id))
      .orderBy('id')
      .execute();
    expect(trail.map((row) => row.action)).toEqual(['dropSave', 'dropDelete']);
  });

  it('limits edits once entries are open, and refuses entries outside the window', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const [fan] = await customers(app, 1);
    const { productId, drop } = await makeDrop(app, editor.token, { name: 'Windowed Drop' });
    const edit = (change: Record<string, unknown>) =>
      post(
        app,
        'dropSave',
        {
          id: drop.id,
          product_id: productId,
          quantity: 2,
          purchase_hours: 24,
          ...change,
        },
        editor.token,
      );
    const view = await info(app, productId);
    expect(view.stage).toBe('upcoming');
    expect(view.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(view.proof).toBeNull();
    expect(await refusal(enter(app, drop.id, fan!.token))).toBe('Entries have not opened yet');
    expect(await refusal(enter(app, 987654, fan!.token))).toBe('This drop does not exist');
    expect(await refusal(post(app, 'dropEnter', { drop_id: 'x' }, fan!.token))).toContain(
      'whole-number id',
    );

    clock.advance(HOUR);
    const times = {
      entries_open_at: iso(clock.now()),
      entries_close_at: iso(clock.now() + HOUR),
    };
    expect(await refusal(edit({ ...times, quantity: 1 }))).toBe(
      'Once entries are open, only the purchase window and the leftover choice may change',
    );
    const edited = await ok<DropRow & { purchase_hours: number }>(
      edit({ ...times, purchase_hours: 48, leftover_to_sale: true }),
    );
    expect(edited.purchase_hours).toBe(48);
    expect(await refusal(post(app, 'dropDelete', { id: drop.id }, editor.token))).toBe(
      'A drop cannot be deleted once its entries have opened',
    );
    expect(await refusal(post(app, 'dropDraw', { id: drop.id }, editor.token))).toBe(
      'A drop can be drawn once its entries have closed',
    );

    clock.advance(HOUR);
    expect(await refusal(enter(app, drop.id, fan!.token))).toBe('Entries have closed');
    await app.services.drops.runDue(clock.now());
    expect(await refusal(edit({ ...times, purchase_hours: 12 }))).toBe(
      'A drawn drop cannot change',
    );
  });

  it('keeps one entry per account and per mobile among a thousand entries at once', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const { productId, drop } = await makeDrop(app, editor.token, {
      name: 'Crowded Drop',
      stock: 50,
      quantity: 50,
    });
    clock.advance(HOUR);
    // 600 accounts; the first 400 of them send a second entry at the same moment.
    const crowd = await customers(app, 600);
    const senders = [...crowd, ...crowd.slice(0, 400)];
    const answers = await Promise.all(senders.map((who) => enter(app, drop.id, who.token)));
    expect(answers.filter((answer) => answer.body.code !== 200)).toEqual([]);
    const stored = await entriesOf(app, drop.id);
    expect(stored).toHaveLength(600);
    expect(new Set(stored.map((entry) => entry.user_id)).size).toBe(600);
    // Both answers of an account name its one entry.
    const byAccount = new Map(stored.map((entry) => [entry.user_id, entry.id]));
    senders.forEach((who, i) => {
      expect((answers[i]!.body.data as Entry).id).toBe(byAccount.get(who.id));
    });
    expect((await info(app, productId)).entry_count).toBe(600);

    // A number moves between accounts: an account whose mobile entered already is refused,
    // and of two such accounts entering at once (their numbers the same) one is kept.
    const pairs = await customers(app, 200);
    const shared = pairs
      .slice(0, 100)
      .map((who, i) => ({ ...who, mobile: pairs[100 + i]!.mobile }));
    const profiles = await app.db
      .selectFrom('users')
      .select(['id', 'username', 'nickname', 'avatar', 'role', 'score', 'score_total'])
      .select(['gender', 'birthday', 'created_at', 'community_joined_at'])
      .where(
        'id',
        'in',
        pairs.map((who) => who.id),
      )
      .execute();
    const profileOf = new Map(profiles.map((row) => [row.id, row]));
    const racing = [...shared, ...pairs.slice(100)].map((who) =>
      app.services.drops
        .enter(
          { drop_id: drop.id },
          { ...profileOf.get(who.id)!, mobile: who.mobile, session_id: 0 },
          'en',
        )
        .then(
          () => 'entered',
          (err: Error) => err.message,
        ),
    );
    const outcomes = await Promise.all(racing);
    expect(outcomes.filter((outcome) => outcome === 'entered')).toHaveLength(100);
    expect(outcomes.filter((outcome) => outcome === 'dropMobileEntered')).toHaveLength(100);
    const after = await entriesOf(app, drop.id);
    expect(after).toHaveLength(700);
    expect(new Set(after.map((entry) => entry.mobile)).size).toBe(700);
  });

  it('refuses entrants who do not meet a gate, with its reason, and lets those who do enter', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const groupId = await makeGroup(app, clock.now(), 'Drop Circle');
    const earlier = await product(app, { name_en: 'First Edition', stock: 5 });
    const vase = await issuedBatch(app, 2, 'Drop Vase');
    const { productId, drop } = await makeDrop(app, editor.token, {
      name: 'Gated Drop',
      gates: [
        { kind: 'group_member', target_id: groupId },
        { kind: 'earlier_buyer', target_id: earlier },
        { kind: 'serial_owner', target_id: vase.productId },
      ],
    });
    const view = await info(app, productId);
    expect(view.gates.map((gate) => gate.label)).toEqual([
      'Members of “Drop Circle”',
      'Buyers of “First Edition”',
      'Owners of a serial of “Drop Vase”',
    ]);
    clock.advance(HOUR);
    const [fan] = await customers(app, 1);
    expect(await refusal(enter(app, drop.id, fan!.token))).toBe(
      'This drop is open only to members of the group “Drop Circle”',
    );
    await admit(app, groupId, fan!.id, clock.now());
    expect(await refusal(enter(app, drop.id, fan!.token))).toBe(
      'This drop is open only to buyers of “First Edition”',
    );
    await insertCompletedOrder(app, fan!.id, earlier);
    expect(
      await refusal(post(app, 'dropEnter', { drop_id: drop.id, lang: 'zh-cn' }, fan!.token)),
    ).toBe('本次抽签仅限持有“Drop Vase（中）”序列号的藏家参与');
    await shipSerial(app, fan!.id, vase.productId, vase.codes[0]!);
    const entry = await ok<Entry>(enter(app, drop.id, fan!.token));
    expect(entry.state).toBe('entered');
    expect((await info(app, productId, fan!.token)).mine?.id).toBe(entry.id);
    expect((await info(app, productId)).mine).toBeNull();
    // The entry is part of the customer's personal data archive.
    expect((await collectPersonalData(app.db, fan!.id, 'en')).drops).toEqual([
      {
        product: 'Gated Drop',
        mobile: fan!.mobile,
        state: 'entered',
        place: null,
        entered_at: iso(clock.now()),
      },
    ]);
  });

  it('draws at close with a proof anyone can check, voids disabled accounts, and notifies winners', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const { productId, drop } = await makeDrop(app, editor.token, {
      name: 'Proven Drop',
      quantity: 3,
    });
    clock.advance(HOUR);
    const fans = await customers(app, 12);
    for (const fan of fans) await ok(enter(app, drop.id, fan.token));
    // Disabled before the close: left out of the list, never wins.
    const disabled = fans[4]!;
    await app.db
      .updateTable('users')
      .set({ disabled_at: clock.now() })
      .where('id', '=', disabled.id)
      .execute();
    clock.advance(HOUR);
    const before = await info(app, productId);
    expect(before.stage).toBe('closed');

    await app.services.drops.runDue(clock.now());
    const view = await info(app, productId);
    expect(view.stage).toBe('drawn');
    const proof = view.proof!;
    // The seed is the one committed to from the start.
    expect(createHash('sha256').update(Buffer.from(proof.server_seed, 'hex')).digest('hex')).toBe(
      before.commitment,
    );
    expect(proof.entries).toHaveLength(11);
    const stored = await entriesOf(app, drop.id);
    const voided = stored.find((entry) => entry.user_id === disabled.id)!;
    expect(voided.state).toBe('void');
    expect(proof.entries.map((entry) => entry.id)).not.toContain(voided.id);
    expect(proof.entries.every((entry) => /^D\*\*\*$/.test(entry.name))).toBe(true);
    // Recomputed from the published seed and list alone.
    const again = recomputedOrder(proof.server_seed, proof.entries);
    expect(again.digest).toBe(proof.list_digest);
    expect(again.order).toEqual(proof.order);
    const winners = proof.order.slice(0, 3);
    const states = new Map(stored.map((entry) => [entry.id, entry]));
    for (const id of proof.order) {
      expect(states.get(id)!.state).toBe(winners.includes(id) ? 'won' : 'not_drawn');
      expect(states.get(id)!.place).toBe(proof.order.indexOf(id) + 1);
    }

    // The winners see it in the personal centre until they have looked.
    const winner = fans.find((fan) => states.get(winners[0]!)!.user_id === fan.id)!;
    const mine = await ok<{ list: Array<Entry & { unseen: boolean }>; unseen_count: number }>(
      get(app, 'dropMine', {}, winner.token),
    );
    expect(mine.unseen_count).toBe(1);
    expect(mine.list[0]).toMatchObject({ state: 'won', unseen: true, drop_id: drop.id });
    expect(mine.list[0]!.buy_by).toBe(iso(clock.now() + 24 * HOUR));
    expect(await ok(post(app, 'dropSeen', {}, winner.token))).toEqual({ unseen_count: 0 });
    const loser = fans.find((fan) => states.get(proof.order[5]!)!.user_id === fan.id)!;
    const theirs = await ok<{ list: Entry[]; unseen_count: number }>(
      get(app, 'dropMine', {}, loser.token),
    );
    expect(theirs.unseen_count).toBe(0);
    // Each sees their own entry only, here and on the drop's page.
    expect(theirs.list.map((entry) => entry.id)).toEqual([proof.order[5]]);
    expect((await info(app, productId, loser.token)).mine?.id).toBe(proof.order[5]);

    // The console's entries in drawn order, and the export.
    const listed = await ok<{ list: Array<{ id: number; place: number | null }> }>(
      get(app, 'dropEntries', { drop_id: drop.id, state: 'won' }, editor.token),
    );
    expect(listed.list.map((entry) => entry.id)).toEqual(winners);
    const exported = await ok<{ csv: string; rows: number }>(
      get(app, 'dropExport', { id: drop.id }, editor.token),
    );
    expect(exported.rows).toBe(12);
    expect(exported.csv.split('\n')[0]).toBe(
      'Place,Entry,Published name,Mobile,Result,Entered at,Buy by,Order',
    );
    expect(exported.csv).toContain(`1,${winners[0]},D***,`);
    expect(exported.csv).not.toContain(winner.mobile);
  });

  it('draws once when the job and staff pressing “draw” race', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const { drop } = await makeDrop(app, editor.token, { name: 'Raced Drop' });
    clock.advance(HOUR);
    for (const fan of await customers(app, 5)) await ok(enter(app, drop.id, fan.token));
    clock.advance(HOUR);
    const [byHand, ...jobs] = await Promise.all([
      post(app, 'dropDraw', { id: drop.id }, editor.token),
      app.services.drops.runDue(clock.now()),
      app.services.drops.runDue(clock.now()),
    ]);
    const drawnByHand = byHand.body.code === 200 ? 1 : 0;
    if (!drawnByHand) expect(byHand.body.msg).toBe('This drop has already been drawn');
    // Exactly one of the three drew it.
    const drawnByJobs = jobs.filter((run) => run.drawn.includes(drop.id)).length;
    expect(drawnByHand + drawnByJobs).toBe(1);
    const rows = await entriesOf(app, drop.id);
    expect(rows.filter((entry) => entry.state === 'won')).toHaveLength(2);
    expect(new Set(rows.map((entry) => entry.place)).size).toBe(5);
    expect(await refusal(post(app, 'dropDraw', { id: drop.id }, editor.token))).toBe(
      'This drop has already been drawn',
    );
  });

  it('passes a lapsed window down the order twice, then the one moved up buys', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const { productId, drop } = await makeDrop(app, editor.token, {
      name: 'Passed Drop',
      quantity: 1,
      stock: 1,
    });
    clock.advance(HOUR);
    const fans: Shopper[] = [];
    for (let i = 0; i < 4; i += 1) fans.push(await shopper(app, `pd${i}`));
    for (const fan of fans) await ok(enter(app, drop.id, fan.token));
    clock.advance(HOUR);
    await app.services.drops.runDue(clock.now());
    const order = (await info(app, productId)).proof!.order;
    const entrant = async (place: number) => {
      const entry = (await entriesOf(app, drop.id)).find((row) => row.id === order[place - 1])!;
      return { entry, fan: fans.find((fan) => fan.id === entry.user_id)! };
    };
    const first = await entrant(1);
    // Nobody else may buy it, a loser included.
    expect(await refusal(buyNow(app, (await entrant(2)).fan, productId, 1, { lang: 'en' }))).toBe(
      DRAW_ONLY,
    );
    expect(
      await refusal(buyNow(app, (await entrant(3)).fan, productId, 1, { lang: 'zh-cn' })),
    ).toBe('该作品以抽签方式发售：仅中签者可在购买时限内购买');

    // The winner lets the window pass: the second in the order holds it, from now.
    clock.advance(24 * HOUR);
    await app.services.drops.runDue(clock.now());
    const second = await entrant(2);
    expect(second.entry).toMatchObject({ state: 'moved_up', seen: 0 });
    expect(Number(second.entry.buy_by)).toBe(clock.now() + 24 * HOUR);
    expect((await entrant(1)).entry.state).toBe('lapsed');
    expect(await refusal(buyNow(app, first.fan, productId, 1, { lang: 'en' }))).toBe(DRAW_ONLY);

    // And again: the third.
    clock.advance(24 * HOUR);
    await app.services.drops.runDue(clock.now());
    const third = await entrant(3);
    expect(third.entry.state).toBe('moved_up');
    const notice = await ok<{ list: Array<Entry & { unseen: boolean }>; unseen_count: number }>(
      get(app, 'dropMine', {}, third.fan.token),
    );
    expect(notice.unseen_count).toBe(1);
    expect(notice.list[0]).toMatchObject({ state: 'moved_up', unseen: true });

    // Two units at once are refused; one is bought.
    expect(await refusal(buyNow(app, third.fan, productId, 2, { lang: 'en' }))).toContain('stock');
    const made = await ok<{ order_id: number }>(buyNow(app, third.fan, productId, 1));
    const bought = (await entrant(3)).entry;
    expect(bought).toMatchObject({ state: 'bought', order_id: made.order_id });
    expect(await stockOf(app, productId)).toMatchObject({ stock: 0 });
    expect((await info(app, productId)).sold_count).toBe(1);
    // Nothing moves on past a bought unit.
    clock.advance(48 * HOUR);
    await app.services.drops.runDue(clock.now());
    expect((await entrant(4)).entry.state).toBe('not_drawn');
    expect((await entrant(3)).entry.state).toBe('bought');
  });

  it('gives a cancelled winner’s claim back: held again in the window, passed on after it', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const { productId, drop } = await makeDrop(app, editor.token, {
      name: 'Cancelled Drop',
      quantity: 1,
      stock: 3,
    });
    clock.advance(HOUR);
    const fans: Shopper[] = [];
    for (let i = 0; i < 2; i += 1) fans.push(await shopper(app, `cd${i}`));
    for (const fan of fans) await ok(enter(app, drop.id, fan.token));
    clock.advance(HOUR);
    await app.services.drops.runDue(clock.now());
    const order = (await info(app, productId)).proof!.order;
    const rows = await entriesOf(app, drop.id);
    const winnerEntry = rows.find((row) => row.id === order[0])!;
    const winner = fans.find((fan) => fan.id === winnerEntry.user_id)!;
    const other = fans.find((fan) => fan.id !== winner.id)!;

    // The buyer cancels within the window: the entry holds again, and buys again.
    const first = await ok<{ order_id: number }>(buyNow(app, winner, productId, 1));
    await ok(post(app, 'orderCancel', { id: first.order_id }, winner.token));
    expect((await entriesOf(app, drop.id)).find((row) => row.id === winnerEntry.id)).toMatchObject({
      state: 'won',
      order_id: null,
    });
    const second = await ok<{ order_id: number }>(buyNow(app, winner, productId, 1));

    // Staff cancel it after the window: the entry lapses and the job passes the unit on.
    clock.advance(25 * HOUR);
    const admin = await adminToken(app);
    await ok(post(app, 'orderRefund', { id: second.order_id, reason: 'Asked by phone' }, admin));
    expect((await entriesOf(app, drop.id)).find((row) => row.id === winnerEntry.id)).toMatchObject({
      state: 'lapsed',
      order_id: null,
    });
    await app.services.drops.runDue(clock.now());
    expect((await entriesOf(app, drop.id)).find((row) => row.user_id === other.id)).toMatchObject({
      state: 'moved_up',
    });
    const third = await ok<{ order_id: number }>(buyNow(app, other, productId, 1));

    // An unpaid order past its deadline is cancelled by the order job: the same release.
    clock.advance(HOUR);
    await app.services.order.cancelOverdue(clock.now());
    expect((await entriesOf(app, drop.id)).find((row) => row.user_id === other.id)).toMatchObject({
      state: 'moved_up',
      order_id: null,
    });
    expect(third.order_id).toBeGreaterThan(0);
  });

  it('passes over a holder disabled after the draw, and a disabled entry next in the order', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const { productId, drop } = await makeDrop(app, editor.token, {
      name: 'Disabled Holder Drop',
      quantity: 1,
    });
    clock.advance(HOUR);
    const fans = await customers(app, 3);
    for (const fan of fans) await ok(enter(app, drop.id, fan.token));
    clock.advance(HOUR);
    await app.services.drops.runDue(clock.now());
    const order = (await info(app, productId)).proof!.order;
    const rows = await entriesOf(app, drop.id);
    const userAt = (place: number) => rows.find((row) => row.id === order[place - 1])!.user_id;
    await app.db
      .updateTable('users')
      .set({ disabled_at: clock.now() })
      .where('id', 'in', [userAt(1), userAt(2)])
      .execute();
    // Well inside the winner's window: only the disabled account moves the unit on.
    clock.advance(HOUR);
    await app.services.drops.runDue(clock.now());
    const states = new Map(
      (await entriesOf(app, drop.id)).map((row) => [row.id, row.state] as const),
    );
    expect(order.map((id) => states.get(id))).toEqual(['lapsed', 'void', 'moved_up']);
  });

  it('puts leftover units on general sale only when the studio chose so', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const kept = await makeDrop(app, editor.token, { name: 'Kept Drop', quantity: 2 });
    const sold = await makeDrop(app, editor.token, {
      name: 'Leftover Drop',
      quantity: 2,
      leftover_to_sale: true,
    });
    clock.advance(HOUR);
    const [a, b] = await customers(app, 2);
    await ok(enter(app, kept.drop.id, a!.token));
    await ok(enter(app, sold.drop.id, b!.token));
    clock.advance(HOUR);
    await app.services.drops.runDue(clock.now());
    clock.advance(25 * HOUR);
    await app.services.drops.runDue(clock.now());
    const modes = await app.db
      .selectFrom('products')
      .select(['id', 'sale_mode'])
      .where('id', 'in', [kept.productId, sold.productId])
      .execute();
    expect(new Map(modes.map((row) => [row.id, row.sale_mode]))).toEqual(
      new Map([
        [kept.productId, 'draw'],
        [sold.productId, 'first_come'],
      ]),
    );
    const buyer = await shopper(app, 'lo');
    await ok(buyNow(app, buyer, sold.productId, 1));
    expect(await refusal(buyNow(app, buyer, kept.productId, 1, { lang: 'en' }))).toBe(DRAW_ONLY);
  });
});
