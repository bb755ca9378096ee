import { randomBytes } from 'node:crypto';
import {
  SERIAL_ALPHABET,
  SERIAL_DATA_LENGTH,
  formatSerial,
  isSerialWellFormed,
  normalizeSerial,
  serialFromData,
} from '@atelier/contract/serial-code';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import {
  getInEnglish as get,
  ok,
  payInCash,
  placed,
  postInEnglish as post,
  product,
  refusal,
  shopper,
  type Shopper,
} from '../../test/fixtures/order';

interface Batch {
  id: number;
  product: { id: number; name: string; product_no: string };
  quantity: number;
  status: string;
  owned_count: number;
  created_by: string;
  revoke_reason: string;
}
interface SerialPage {
  total: number;
  list: Array<{
    code: string;
    edition: { number: number; total: number };
    state: string;
    owner: { id: number; username: string; mobile: string } | null;
    order_no: string | null;
  }>;
}

describe.each(databases)('serial batches in the console on %s', (kind) => {
  const ctx = useTestApp(kind, {}, { demo: true });

  const issue = async (app: FastifyInstance, token: string, productId: number, quantity = 3) =>
    ok<Batch>(
      post(app, 'serialBatchCreate', { product_id: productId, quantity, note: 'Spring' }, token),
    );
  const codesOf = async (app: FastifyInstance, token: string, batchId: number) => {
    const page = await ok<SerialPage>(
      get(app, 'serialBatchSerials', { batch_id: batchId, limit: 100 }, token),
    );
    return page.list.map((serial) => serial.code);
  };
  async function paidOrder(app: FastifyInstance, who: Shopper, productId: number, units = 1) {
    const order = await placed(app, who, productId, units);
    await payInCash(app, who, order.order_id);
    return order;
  }
  const ship = (app: FastifyInstance, token: string, id: number, serials: string[]) =>
    post(app, 'orderShip', { id, carrier: 'SF', tracking_no: `SF${100000 + id}`, serials }, token);
  const orderState = async (app: FastifyInstance, id: number) =>
    (
      await app.db
        .selectFrom('orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  it('refuses customers, operators and visitors without a session; editors cannot attach to orders', async () => {
    const { app } = ctx();
    const print = await product(app, { name_en: 'Guarded Print' });
    const customer = await signUp(app, 'cus');
    const operator = await staffMember(app, 'operator');
    const editor = await staffMember(app, 'editor');
    for (const token of [customer.token, operator.token]) {
      expect(
        await refusal(post(app, 'serialBatchCreate', { product_id: print, quantity: 2 }, token)),
      ).toBe('You have no permission to do this');
      expect(await refusal(get(app, 'serialBatchList', {}, token))).toBe(
        'You have no permission to do this',
      );
    }
    expect((await get(app, 'serialBatchList', {})).body.code).toBe(401);
    const batch = await issue(app, editor.token, print);
    const [code] = await codesOf(app, editor.token, batch.id);
    expect(
      await refusal(post(app, 'orderSerialAttach', { id: 1, serials: [code] }, editor.token)),
    ).toBe('You have no permission to do this');
    expect(
      await refusal(post(app, 'serialBatchRevoke', { id: batch.id, reason: 'x' }, operator.token)),
    ).toBe('You have no permission to do this');
    // Nothing was issued by the refused requests.
    const batches = await app.db
      .selectFrom('serial_batches')
      .select('id')
      .where('product_id', '=', print)
      .execute();
    expect(batches).toHaveLength(1);
  });

  it('issues N serials, editions 1 to N, well formed and distinct, audited; lists and counts them', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const print = await product(app, { name_en: 'Edition Print', product_no: 'AT-0042' });
    const other = await product(app, { name_en: 'Other Print' });
    const batch = await issue(app, editor.token, print, 12);
    expect(batch).toMatchObject({
      quantity: 12,
      status: 'active',
      owned_count: 0,
      product: { id: print, name: 'Edition Print', product_no: 'AT-0042' },
    });
    const zh = await ok<Batch>(
      get(app, 'serialBatchInfo', { id: batch.id, lang: 'zh-cn' }, editor.token),
    );
    expect(zh.product.name).toBe('Edition Print（中）');

    const page = await ok<SerialPage>(
      get(app, 'serialBatchSerials', { batch_id: batch.id, limit: 100 }, editor.token),
    );
    expect(page.total).toBe(12);
    expect(page.list.map((s) => s.edition)).toEqual(
      Array.from({ length: 12 }, (_, i) => ({ number: i + 1, total: 12 })),
    );
    expect(page.list.every((s) => s.state === 'unsold' && s.owner === null)).toBe(true);
    const codes = page.list.map((s) => s.code);
    expect(codes.every((code) => /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/.test(code))).toBe(true);
    expect(codes.every((code) => isSerialWellFormed(normalizeSerial(code)))).toBe(true);
    expect(new Set(codes).size).toBe(12);

    const [audit] = await app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'serial_batch')
      .where('target_id', '=', String(batch.id))
      .execute();
    expect(audit).toMatchObject({ action: 'serialBatchCreate', actor_id: editor.id });

    await issue(app, editor.token, other, 2);
    const mine = await ok<{ total: number; list: Batch[] }>(
      get(app, 'serialBatchList', { product_id: print }, editor.token),
    );
    expect(mine.list.map((b) => b.id)).toEqual([batch.id]);
    const info = await ok<{ unsold_count: number }>(
      get(app, 'serialBatchInfo', { id: batch.id }, editor.token),
    );
    expect(info.unsold_count).toBe(12);
  });

  it('refuses a product that does not exist, a quantity out of bounds and an unknown batch', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const print = await product(app, { name_en: 'Bounded Print' });
    expect(
      await refusal(
        post(app, 'serialBatchCreate', { product_id: 987654, quantity: 2 }, editor.token),
      ),
    ).toBe('This product does not exist');
    for (const quantity of [0, 5001, 2.5]) {
      expect(
        await refusal(
          post(app, 'serialBatchCreate', { product_id: print, quantity }, editor.token),
        ),
      ).toBe('A batch issues 1 to 5000 serials');
    }
    const reads = [
      get(app, 'serialBatchInfo', { id: 987654 }, editor.token),
      get(app, 'serialBatchSerials', { batch_id: 987654 }, editor.token),
      get(app, 'serialBatchLabels', { id: 987654 }, editor.token),
      get(app, 'serialBatchExport', { id: 987654 }, editor.token),
      post(app, 'serialBatchRevoke', { id: 987654, reason: 'Gone' }, editor.token),
    ];
    for (const answer of reads) {
      expect(await refusal(answer)).toBe('This serial batch does not exist');
    }
    expect(await refusal(get(app, 'serialBatchLabels', { id: 'abc' }, editor.token))).toContain(
      'whole-number id',
    );
    expect(
      await refusal(
        post(
          app,
          'serialBatchCreate',
          { product_id: print, quantity: 2, note: 'x'.repeat(201) },
          editor.token,
        ),
      ),
    ).toBe('Note is too long');
    const count = await app.db
      .selectFrom('serial_batches')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('product_id', '=', print)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('gives the label sheet and the CSV the check address of every serial', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const print = await product(app, { name_en: 'Label Print', product_no: 'AT-7' });
    const batch = await issue(app, editor.token, print, 4);
    const codes = await codesOf(app, editor.token, batch.id);
    const sheet = await ok<{
      labels: Array<{ code: string; url: string; edition: { number: number } }>;
    }>(get(app, 'serialBatchLabels', { id: batch.id }, editor.token));
    expect(sheet.labels.map((l) => l.code)).toEqual(codes);
    expect(sheet.labels[0]?.url).toMatch(
      new RegExp(`^https?://[^/]+/appraisal\\?code=${codes[0]}$`),
    );
    const file = await ok<{ filename: string; csv: string; rows: number }>(
      get(app, 'serialBatchExport', { id: batch.id }, editor.token),
    );
    expect(file.rows).toBe(4);
    expect(file.filename).toBe(`serials-AT-7-batch-${batch.id}.csv`);
    const lines = file.csv.trim().split('\n');
    expect(lines[0]).toBe('Serial,Edition,Of,Product number,Check address');
    expect(lines[1]).toBe(`${codes[0]},1,4,AT-7,${sheet.labels[0]?.url}`);
    const zh = await ok<{ csv: string }>(
      get(app, 'serialBatchExport', { id: batch.id, lang: 'zh-cn' }, editor.token),
    );
    expect(zh.csv.split('\n')[0]).toBe('序列号,编号,总数,商品编号,验证地址');
  });

  it('revokes a batch with a reason, once; its serials then cannot ship', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const operator = await staffMember(app, 'operator');
    const print = await product(app, { name_en: 'Revoked Print' });
    const batch = await issue(app, editor.token, print, 2);
    const [code] = await codesOf(app, editor.token, batch.id);
    expect(
      await refusal(post(app, 'serialBatchRevoke', { id: batch.id, reason: '  ' }, editor.token)),
    ).toContain('required');
    const revoked = await ok<Batch>(
      post(app, 'serialBatchRevoke', { id: batch.id, reason: 'Labels misprinted' }, editor.token),
    );
    expect(revoked).toMatchObject({ status: 'revoked', revoke_reason: 'Labels misprinted' });
    expect(
      await refusal(
        post(app, 'serialBatchRevoke', { id: batch.id, reason: 'again' }, editor.token),
      ),
    ).toBe('This batch has already been revoked');
    const page = await ok<SerialPage>(
      get(app, 'serialBatchSerials', { batch_id: batch.id, state: 'revoked' }, editor.token),
    );
    expect(page.total).toBe(2);
    const unsold = await ok<SerialPage>(
      get(app, 'serialBatchSerials', { batch_id: batch.id, state: 'unsold' }, editor.token),
    );
    expect(unsold.total).toBe(0);

    const who = await shopper(app, 'rev');
    const order = await paidOrder(app, who, print);
    expect(await refusal(ship(app, operator.token, order.order_id, [code ?? '']))).toBe(
      `Serial ${code} belongs to a revoked batch and cannot ship`,
    );
    expect(await orderState(app, order.order_id)).toBe('undelivered');
  });

  it('of two revocations at once, one revokes the batch, with one audit row', async () => {
    const { app } = ctx();
    const [one, two] = [await staffMember(app, 'editor'), await staffMember(app, 'admin')];
    const print = await product(app, { name_en: 'Twice Revoked Print' });
    const batch = await issue(app, one.token, print, 2);
    const answers = await Promise.all(
      [one, two].map((member, i) =>
        post(app, 'serialBatchRevoke', { id: batch.id, reason: `Reason ${i}` }, member.token),
      ),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([100, 200]);
    expect(answers.find((a) => a.body.code === 100)?.body.msg).toBe(
      'This batch has already been revoked',
    );
    const winner = answers.findIndex((a) => a.body.code === 200);
    const info = await ok<Batch>(get(app, 'serialBatchInfo', { id: batch.id }, one.token));
    expect(info.revoke_reason).toBe(`Reason ${winner}`);
    const audits = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'serial_batch')
      .where('target_id', '=', String(batch.id))
      .where('action', '=', 'serialBatchRevoke')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('shipping with serials makes the buyer their owner, with a history row, shown on the order', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const operator = await staffMember(app, 'operator');
    const print = await product(app, { name_en: 'Owned Print' });
    const batch = await issue(app, editor.token, print, 3);
    const [first, second] = await codesOf(app, editor.token, batch.id);
    const who = await shopper(app, 'own');
    const order = await paidOrder(app, who, print, 2);
    // Typed in lower case without dashes, as a scanner or a hurried hand might.
    await ok(
      ship(app, operator.token, order.order_id, [
        normalizeSerial(first ?? '').toLowerCase(),
        second ?? '',
      ]),
    );

    const info = await ok<{
      serials: Array<{ code: string; edition: { number: number; total: number } }>;
    }>(get(app, 'orderAdminInfo', { id: order.order_id }, operator.token));
    expect(info.serials).toEqual([
      { code: first, product_id: print, edition: { number: 1, total: 3 } },
      { code: second, product_id: print, edition: { number: 2, total: 3 } },
    ]);
    const owned = await ok<SerialPage>(
      get(app, 'serialBatchSerials', { batch_id: batch.id, state: 'owned' }, editor.token),
    );
    expect(owned.list.map((s) => [s.code, s.owner?.id, s.order_no])).toEqual([
      [first, who.id, order.order_no],
      [second, who.id, order.order_no],
    ]);
    expect(owned.list[0]?.owner?.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    const history = await app.db
      .selectFrom('serial_owners')
      .select(['user_id', 'source', 'until'])
      .where(
        'serial_id',
        'in',
        app.db.selectFrom('serials').select('id').where('batch_id', '=', batch.id),
      )
      .execute();
    expect(history).toEqual([
      { user_id: who.id, source: 'shipped', until: null },
      { user_id: who.id, source: 'shipped', until: null },
    ]);
    const counts = await ok<{ owned_count: number; unsold_count: number }>(
      get(app, 'serialBatchInfo', { id: batch.id }, editor.token),
    );
    expect(counts).toMatchObject({ owned_count: 2, unsold_count: 1 });
  });

  it('refuses each wrong serial at shipping and ships nothing then', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const operator = await staffMember(app, 'operator');
    const print = await product(app, { name_en: 'Checked Print' });
    const elsewhere = await product(app, { name_en: 'Elsewhere Print', product_no: 'AT-9' });
    const [a, b, c] = await codesOf(
      app,
      editor.token,
      (await issue(app, editor.token, print, 3)).id,
    );
    const [foreign] = await codesOf(
      app,
      editor.token,
      (await issue(app, editor.token, elsewhere, 1)).id,
    );
    const who = await shopper(app, 'ref');
    const done = await paidOrder(app, who, print);
    await ok(ship(app, operator.token, done.order_id, [a ?? '']));
    const order = await paidOrder(app, who, print, 2);

    const typo = `${(b ?? '').slice(0, -1)}${(b ?? '').endsWith('0') ? '1' : '0'}`;
    const unknown = formatSerial(serialFromData('0'.repeat(SERIAL_DATA_LENGTH)));
    const cases: Array<[string[], string]> = [
      [[typo], `Serial ${typo} is mistyped: check the code and enter it again`],
      [[unknown], `Serial ${unknown} was not issued by the studio`],
      [[a ?? ''], `Serial ${a} has already shipped with another unit`],
      [[foreign ?? ''], `Serial ${foreign} is for product AT-9, which is not in this order`],
      [[b ?? '', c ?? '', a ?? ''], `Serial ${a} has already shipped with another unit`],
      [[b ?? '', b ?? ''], `Serial ${b} is entered twice`],
    ];
    for (const [serials, message] of cases) {
      expect(await refusal(ship(app, operator.token, order.order_id, serials))).toBe(message);
    }
    expect(await orderState(app, order.order_id)).toBe('undelivered');
    const single = await paidOrder(app, who, print, 1);
    expect(await refusal(ship(app, operator.token, single.order_id, [b ?? '', c ?? '']))).toBe(
      `The order has 1 of product ${await productNo(app, print)}: too many serials for it`,
    );
    // None of b and c was activated by the refused shipments.
    const page = await ok<SerialPage>(
      get(
        app,
        'serialBatchSerials',
        { batch_id: await batchOf(app, b ?? ''), state: 'unsold' },
        editor.token,
      ),
    );
    expect(page.list.map((s) => s.code)).toEqual([b, c]);
  });

  it('attaches serials to a shipped order, not to an unshipped one, up to its quantity', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const operator = await staffMember(app, 'operator');
    const print = await product(app, { name_en: 'Attached Print' });
    const [a, b, c] = await codesOf(
      app,
      editor.token,
      (await issue(app, editor.token, print, 3)).id,
    );
    const who = await shopper(app, 'att');
    const order = await paidOrder(app, who, print, 2);
    const attach = (serials: string[], id = order.order_id) =>
      post(app, 'orderSerialAttach', { id, serials }, operator.token);
    expect(await refusal(attach([a ?? '']))).toBe('This order has not shipped yet');
    expect(await refusal(attach([a ?? ''], 987654))).toBe('This order does not exist');
    expect(await refusal(attach([]))).not.toBe('');
    await ok(ship(app, operator.token, order.order_id, []));
    const attached = await ok<Array<{ code: string }>>(attach([a ?? '']));
    expect(attached.map((s) => s.code)).toEqual([a]);
    expect(await refusal(attach([b ?? '', c ?? '']))).toMatch(
      /^The order has 2 of product .*: too many serials for it$/,
    );
    await ok(attach([b ?? '']));
    const info = await ok<{ serials: Array<{ code: string }> }>(
      get(app, 'orderAdminInfo', { id: order.order_id }, operator.token),
    );
    expect(info.serials.map((s) => s.code)).toEqual([a, b]);
    const audits = await app.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'order')
      .where('target_id', '=', String(order.order_id))
      .where('action', '=', 'orderSerialAttach')
      .execute();
    expect(audits).toHaveLength(2);
  });

  it('of two shipments entering the same serial at once, one ships it', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const [one, two] = [await staffMember(app, 'operator'), await staffMember(app, 'operator')];
    const print = await product(app, { name_en: 'Raced Print' });
    const [code] = await codesOf(app, editor.token, (await issue(app, editor.token, print, 1)).id);
    const buyers = [await shopper(app, 'ra'), await shopper(app, 'rb')];
    const orders = await Promise.all(buyers.map((who) => paidOrder(app, who, print)));
    const answers = await Promise.all(
      orders.map((order, i) => ship(app, [one, two][i]?.token ?? '', order.order_id, [code ?? ''])),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([100, 200]);
    expect(answers.find((a) => a.body.code === 100)?.body.msg).toBe(
      `Serial ${code} has already shipped with another unit`,
    );
    const serial = await app.db
      .selectFrom('serials')
      .select(['id', 'owner_id', 'order_id'])
      .where('code', '=', normalizeSerial(code ?? ''))
      .executeTakeFirstOrThrow();
    const winner = answers.findIndex((a) => a.body.code === 200);
    expect(serial).toEqual({
      id: serial.id,
      owner_id: buyers[winner]?.id,
      order_id: orders[winner]?.order_id,
    });
    const states = await Promise.all(orders.map((order) => orderState(app, order.order_id)));
    expect(states.sort()).toEqual(['undelivered', 'unreceived']);
    const history = await app.db
      .selectFrom('serial_owners')
      .select('user_id')
      .where('serial_id', '=', serial.id)
      .execute();
    expect(history).toEqual([{ user_id: buyers[winner]?.id }]);
  });

  it('a million random well-formed codes find none of the issued serials', async () => {
    const { app } = ctx();
    const editor = await staffMember(app, 'editor');
    const print = await product(app, { name_en: 'Guessed Print' });
    await issue(app, editor.token, print, 2000);
    const issued = new Set(
      (await app.db.selectFrom('serials').select('code').execute()).map((row) => row.code),
    );
    // Every serial issued so far, this batch's 2000 among them.
    expect(issued.size).toBeGreaterThanOrEqual(2000);
    const bytes = randomBytes(1_000_000 * SERIAL_DATA_LENGTH);
    let found = 0;
    let wellFormed = 0;
    for (let i = 0; i < 1_000_000; i++) {
      let data = '';
      for (let j = 0; j < SERIAL_DATA_LENGTH; j++) {
        data += SERIAL_ALPHABET[(bytes[i * SERIAL_DATA_LENGTH + j] ?? 0) & 31];
      }
      const guess = serialFromData(data);
      if (isSerialWellFormed(guess)) wellFormed += 1;
      if (issued.has(guess)) found += 1;
    }
    expect(wellFormed).toBe(1_000_000);
    expect(found).toBe(0);
  }, 20_000);
});

async function productNo(app: FastifyInstance, id: number) {
  const row = await app.db
    .selectFrom('products')
    .select('product_no')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.product_no;
}

async function batchOf(app: FastifyInstance, code: string) {
  const row = await app.db
    .selectFrom('serials')
    .select('batch_id')
    .where('code', '=', normalizeSerial(code))
    .executeTakeFirstOrThrow();
  return row.batch_id;
}
