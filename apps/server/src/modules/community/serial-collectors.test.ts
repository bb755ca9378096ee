import { formatSerial } from '@atelier/contract/serial-code';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { issuedBatch, shipSerial } from '../../test/fixtures/serial';
import { ok } from '../../test/fixtures/order';
import {
  groupForm,
  member,
  visibleComment,
  visiblePost,
} from '../../test/fixtures/community-console';
import { insertCompletedOrder, insertGroup, insertShop } from '../../test/fixtures/group';

interface Person {
  user_id: number;
  verified_collector: boolean;
}

describe.each(databases)('serial owners in the community on %s', (kind) => {
  const clock = testClock(Date.parse('2030-05-02T02:00:00Z'));
  const ctx = useTestApp(kind, {}, { clock });
  let batch: Awaited<ReturnType<typeof issuedBatch>>;
  let gatedId: number;

  beforeAll(async () => {
    const app = ctx().app;
    await insertShop(app);
    batch = await issuedBatch(app, 6, 'Lacquer Box');
    gatedId = (
      await insertGroup(app, {
        name_zh: '漆盒藏家',
        name_en: 'Lacquer Box Collectors',
        gate_product_id: batch.productId,
        gate_kind: 'serial',
      })
    ).id;
  });

  const join = (token: string) =>
    call(
      ctx().app,
      'groupJoinCreate',
      { group_id: gatedId, agree: true, lang: 'en' },
      { method: 'POST', token },
    );

  it('a group gated on a serial admits its owner at once; a buyer without one waits', async () => {
    const app = ctx().app;
    const owner = await signUp(app, 'own');
    await shipSerial(app, owner.id, batch.productId, batch.codes[0]!);
    const buyer = await signUp(app, 'buy');
    // A completed order is not enough where the gate is a serial.
    await insertCompletedOrder(app, buyer.id, batch.productId);

    expect((await join(owner.token)).body.data).toMatchObject({ status: 'approved' });
    expect((await join(buyer.token)).body.data).toMatchObject({ status: 'pending' });
    const info = await call(app, 'groupInfo', { id: gatedId, lang: 'en' }, { token: owner.token });
    expect(info.body.data).toMatchObject({ gated: true, gate_kind: 'serial' });
    expect(info.body.data.me).toMatchObject({ state: 'member' });
  });

  it('admits a serial owner once however many applications arrive together', async () => {
    const app = ctx().app;
    const owner = await signUp(app, 'dup');
    await shipSerial(app, owner.id, batch.productId, batch.codes[1]!);
    const before = await call(app, 'groupInfo', { id: gatedId });
    const results = await Promise.all(Array.from({ length: 6 }, () => join(owner.token)));
    expect(results.filter((r) => r.body.code === 200)).toHaveLength(1);
    const after = await call(app, 'groupInfo', { id: gatedId });
    expect(after.body.data.member_count).toBe(before.body.data.member_count + 1);
  });

  it('an owner whose serial was transferred away, or whose batch was revoked, waits', async () => {
    const app = ctx().app;
    const giver = await signUp(app, 'giv');
    const taker = await signUp(app, 'tak');
    await shipSerial(app, giver.id, batch.productId, batch.codes[2]!);
    const code = formatSerial(batch.codes[2]!);
    const created = await ok<{ transfer_code: string }>(
      call(app, 'serialTransferCreate', { code }, { method: 'POST', token: giver.token }),
    );
    await ok(
      call(
        app,
        'serialTransferAccept',
        { code, transfer_code: created.transfer_code },
        { method: 'POST', token: taker.token },
      ),
    );
    expect((await join(giver.token)).body.data).toMatchObject({ status: 'pending' });

    const other = await issuedBatch(app, 1, 'Lacquer Tray');
    const revoked = await insertGroup(app, {
      name_zh: '漆盘藏家',
      name_en: 'Tray Collectors',
      gate_product_id: other.productId,
      gate_kind: 'serial',
    });
    const holder = await signUp(app, 'hol');
    await shipSerial(app, holder.id, other.productId, other.codes[0]!);
    await app.db
      .updateTable('serial_batches')
      .set({ status: 'revoked', revoked_at: clock.now() })
      .where('id', '=', other.batchId)
      .execute();
    const res = await call(
      app,
      'groupJoinCreate',
      { group_id: revoked.id, agree: true },
      { method: 'POST', token: holder.token },
    );
    expect(res.body.data).toMatchObject({ status: 'pending' });
  });

  it('marks verified collectors beside their names in members, posts and comments', async () => {
    const app = ctx().app;
    const open = await insertGroup(app, { name_zh: '闲聊', name_en: 'Chat' });
    const collector = await signUp(app, 'col');
    const plain = await signUp(app, 'pla');
    await shipSerial(app, collector.id, batch.productId, batch.codes[3]!);
    await member(app, open.id, collector.id);
    await member(app, open.id, plain.id);
    const postId = await visiblePost(app, open.id, collector.id, 'My box arrived');
    await visibleComment(app, postId, plain.id, 'Lovely');
    await visibleComment(app, postId, collector.id, 'Thanks');

    const badges = (people: Person[]) =>
      Object.fromEntries(people.map((p) => [p.user_id, p.verified_collector]));
    const expected = { [collector.id]: true, [plain.id]: false };

    const info = await ok<{ members: Person[] }>(call(app, 'groupInfo', { id: open.id }));
    expect(badges(info.members)).toEqual(expected);
    const members = await ok<{ list: Person[] }>(call(app, 'groupMembers', { group_id: open.id }));
    expect(badges(members.list)).toEqual(expected);
    const posts = await ok<{ list: Array<{ author: Person }> }>(
      call(app, 'groupContent', { group_id: open.id }),
    );
    expect(posts.list.map((p) => p.author.verified_collector)).toEqual([true]);
    const comments = await ok<{ list: Array<{ author: Person }> }>(
      call(app, 'groupComments', { post_id: postId }),
    );
    expect(comments.list.map((c) => [c.author.user_id, c.author.verified_collector])).toEqual([
      [plain.id, false],
      [collector.id, true],
    ]);
  });

  it('the console saves a group’s gate kind, audited; an unknown kind is refused', async () => {
    const app = ctx().app;
    const operator = await staffMember(app, 'operator');
    const saved = await ok<{ id: number; gate_kind: string; gate_product_id: number }>(
      call(
        app,
        'communityGroupSave',
        { ...groupForm, gate_product_id: batch.productId, gate_kind: 'serial' },
        { method: 'POST', token: operator.token },
      ),
    );
    expect(saved).toMatchObject({ gate_kind: 'serial', gate_product_id: batch.productId });
    const info = await ok<{ gate_kind: string }>(
      call(app, 'communityGroupInfo', { id: saved.id }, { token: operator.token }),
    );
    expect(info.gate_kind).toBe('serial');
    const plain = await ok<{ gate_kind: string }>(
      call(
        app,
        'communityGroupSave',
        { ...groupForm, gate_product_id: batch.productId },
        { method: 'POST', token: operator.token },
      ),
    );
    expect(plain.gate_kind).toBe('order');
    const bad = await call(
      app,
      'communityGroupSave',
      { ...groupForm, gate_product_id: batch.productId, gate_kind: 'ticket', lang: 'en' },
      { method: 'POST', token: operator.token },
    );
    expect(bad.body.code).toBe(100);
    const [row] = await app.db
      .selectFrom('audit_log')
      .select('changes')
      .where('target_type', '=', 'group')
      .where('target_id', '=', String(saved.id))
      .execute();
    expect(JSON.parse(row!.changes).after).toMatchObject({ gate_kind: 'serial' });
  });
});
