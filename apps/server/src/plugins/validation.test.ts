import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signUp } from '../test/accounts';
import { hangzhou as address } from '../test/addresses';
import { call, databases, useTestApp } from '../test/build-test-app';
import { staffMember } from '../test/staff';

describe.each(databases)('input rules of every action on %s', (kind) => {
  const ctx = useTestApp(kind);
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, input, { method: 'POST', token });

  describe('ids', () => {
    it('answers an id beyond 32 bits but within 2^53 - 1 as not found, never a fault', async () => {
      const { token } = await signUp(ctx().app);
      for (const id of [2147483648, 4294967296, 2 ** 40, Number.MAX_SAFE_INTEGER]) {
        for (const lang of ['en', 'zh-cn']) {
          const info = await call(ctx().app, 'orderInfo', { id, lang }, { token });
          const cancel = await post('orderCancel', { id, lang }, token);
          const pay = await post('orderPay', { order_id: id, method: 'score', lang }, token);
          const msg = lang === 'en' ? 'This order does not exist' : '该订单不存在';
          for (const res of [info, cancel, pay]) {
            expect(res.status).toBe(200);
            expect(res.body).toMatchObject({ code: 100, msg });
          }
        }
        const product = await call(ctx().app, 'productInfo', { id, lang: 'en' });
        expect(product.status).toBe(200);
        expect(product.body.code).toBe(100);
        const cart = await post('buyCarCreate', { product_id: id, lang: 'en' }, token);
        expect(cart.body.code).toBe(100);
        const list = await call(ctx().app, 'productList', { category_id: id }, {});
        expect(list.body).toMatchObject({ code: 200, data: { total: 0 } });
      }
    });

    it.each([
      ['2^53', 9007199254740992],
      ['a hexadecimal text', '0x10'],
      ['an exponent', '1e2'],
      ['a padded number', ' 5'],
      ['a signed number', '+5'],
      ['minus zero', '-0'],
      ['true', true],
      ['a fraction', 5.5],
      ['a fraction written out', '5.0'],
      ['zero', 0],
      ['a negative number', -3],
    ])('refuses %s as an id, naming the field, in both languages', async (_, value) => {
      const { token } = await signUp(ctx().app);
      const en = await post('orderCancel', { id: value, lang: 'en' }, token);
      expect(en.status).toBe(200);
      expect(en.body).toEqual({
        code: 100,
        msg: 'Order must be a whole-number id from 1 to 9007199254740991',
        data: null,
      });
      const zh = await post('orderPay', { order_id: value, method: 'score' }, token);
      expect(zh.body).toMatchObject({
        code: 100,
        msg: '订单 须为 1 至 9007199254740991 之间的整数编号',
      });
      // A query string carries the same texts.
      const query = await call(ctx().app, 'productInfo', { id: value, lang: 'en' });
      expect(query.body).toMatchObject({
        code: 100,
        msg: expect.stringMatching(/^Product must be/),
      });
    });

    it('stores and reads back ids beyond 32 bits', async () => {
      const { token } = await signUp(ctx().app);
      const next = 3_000_000_000;
      await (
        kind === 'postgres'
          ? sql`ALTER TABLE addresses ALTER COLUMN id RESTART WITH ${sql.lit(next)}`
          : sql`INSERT INTO sqlite_sequence (name, seq) VALUES ('addresses', ${next - 1})`
      ).execute(ctx().app.db);
      const created = await post('addressCreate', address, token);
      expect(created.body).toMatchObject({ code: 200, data: { id: next } });
      const info = await call(ctx().app, 'userAddressInfo', { id: next }, { token });
      expect(info.body).toMatchObject({ code: 200, data: { id: next, name: address.name } });
      const deleted = await post('userAddressDelete', { id: String(next) }, token);
      expect(deleted.body).toMatchObject({ code: 200, data: { deleted: true } });
    });
  });

  it('refuses pages beyond 10000 and page sizes beyond 100, saying so', async () => {
    const page = await call(ctx().app, 'productList', { page: 10001, lang: 'en' });
    expect(page.body).toMatchObject({
      code: 100,
      msg: 'The page must be a whole number from 1 to 10000',
    });
    const limit = await call(ctx().app, 'newsList', { limit: 101 });
    expect(limit.body).toMatchObject({ code: 100, msg: '每页条数须为 1 至 100 之间的整数' });
    const fine = await call(ctx().app, 'productList', { page: 10000, limit: 100 });
    expect(fine.body).toMatchObject({ code: 200, data: { list: [], page: 10000, limit: 100 } });
  });

  describe('text', () => {
    it('refuses a NUL in a nickname in both languages and keeps the old one', async () => {
      const { token } = await signUp(ctx().app);
      const before = await call(ctx().app, 'userInfo', {}, { token });
      const en = await post('userInfoUpdate', { nickname: 'Lin\u0000', lang: 'en' }, token);
      expect(en.status).toBe(200);
      expect(en.body).toEqual({
        code: 100,
        msg: 'Nickname contains control characters, which are not allowed',
        data: null,
      });
      const zh = await post('userInfoUpdate', { nickname: '林\u0000', lang: 'zh-cn' }, token);
      expect(zh.body).toMatchObject({ code: 100, msg: '昵称 含有不允许的控制字符' });
      const after = await call(ctx().app, 'userInfo', {}, { token });
      expect(after.body.data.nickname).toBe(before.body.data.nickname);
    });

    it('refuses control characters in an address and stores nothing', async () => {
      const { token, id } = await signUp(ctx().app);
      for (const detail of [
        '文三路\u0000100 号',
        '文三路 100 号\r3 幢',
        '文三路\u001b[2J 100 号',
      ]) {
        const res = await post('addressCreate', { ...address, address: detail, lang: 'en' }, token);
        expect(res.body).toMatchObject({
          code: 100,
          msg: 'Detailed address contains control characters, which are not allowed',
        });
      }
      const rows = await ctx()
        .app.db.selectFrom('addresses')
        .select('id')
        .where('user_id', '=', id)
        .execute();
      expect(rows).toEqual([]);
    });

    it('refuses a NUL in an order remark before any order is made', async () => {
      const { token, id } = await signUp(ctx().app);
      const res = await post(
        'orderCreate',
        {
          product_id: 1,
          quantity: 1,
          address_id: 1,
          remark: 'leave it at the door\u0000',
          idempotency_key: 'nul-remark-0001',
        },
        token,
      );
      expect(res.body).toMatchObject({ code: 100, msg: '备注 含有不允许的控制字符' });
      const orders = await ctx()
        .app.db.selectFrom('orders')
        .select('id')
        .where('user_id', '=', id)
        .execute();
      expect(orders).toEqual([]);
    });

    it('refuses control characters in a query and in a nested answer, and half a character', async () => {
      const keyword = await call(ctx().app, 'productList', { keyword: 'ink\u0000', lang: 'en' });
      expect(keyword.body).toMatchObject({
        code: 100,
        msg: 'Keyword contains control characters, which are not allowed',
      });
      const { token } = await signUp(ctx().app);
      const apply = await post(
        'joinUserCreate',
        {
          position_id: 1,
          name: '周一',
          mobile: '13912345678',
          email: 'a@b.cn',
          answers: [
            { question_id: 1, text: 'fine' },
            { question_id: 2, text: 'lone \ud800' },
          ],
          lang: 'en',
        },
        token,
      );
      expect(apply.body).toMatchObject({
        code: 100,
        msg: 'Answers contains control characters, which are not allowed',
      });
      const tabbed = await post('userInfoUpdate', { nickname: 'Lin\tMei', lang: 'en' }, token);
      expect(tabbed.body).toMatchObject({ code: 200, data: { nickname: 'Lin\tMei' } });
    });

    it('never repeats a field name the action does not have, however long', async () => {
      const { token } = await signUp(ctx().app);
      const name = `<b>${'x'.repeat(5000)}</b>`;
      const en = await post('userInfoUpdate', { [name]: 'a\u0000', lang: 'en' }, token);
      expect(en.body).toEqual({
        code: 100,
        msg: 'The request contains control characters, which are not allowed',
        data: null,
      });
      const zh = await call(ctx().app, 'productList', { [name]: '\u001b' });
      expect(zh.body).toMatchObject({ code: 100, msg: '请求内容 含有不允许的控制字符' });
      // Inside a field of the action, the field is named, not the sender's keys below it.
      const nested = await post(
        'productCollection',
        { product_id: 1, collected: [{ [name]: '\u0007' }], lang: 'en' },
        token,
      );
      expect(nested.body).toMatchObject({
        code: 100,
        msg: 'Favourite contains control characters, which are not allowed',
      });
      const body = await ctx().app.inject({
        method: 'POST',
        url: '/api/index/orderCancel?lang=en',
        payload: '[1]',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
      expect(body.json()).toMatchObject({
        code: 100,
        msg: 'The request is invalid: Invalid input: expected object, received array',
      });
    });
  });

  it('words an amount without two decimals, not with its pattern', async () => {
    for (const amount of ['12.5', '1e2', '１２.００']) {
      const en = await call(ctx().app, 'shipFee', { type: 'art', amount, lang: 'en' });
      expect(en.body).toEqual({
        code: 100,
        msg: 'Amount must have two decimals, such as 128.00',
        data: null,
      });
    }
    const zh = await call(ctx().app, 'shipFee', { type: 'art', amount: '12' });
    expect(zh.body).toMatchObject({ code: 100, msg: '金额 须保留两位小数，如 128.00' });
  });

  it('names a field given none of its many choices without listing them all', async () => {
    const { token } = await staffMember(ctx().app, 'admin');
    const en = await call(
      ctx().app,
      'auditList',
      { target_type: 'nothing', lang: 'en' },
      { token },
    );
    expect(en.body).toMatchObject({
      code: 100,
      msg: expect.stringMatching(/^[^:]+ is not one of its choices: pick one from the list$/),
    });
    const zh = await call(ctx().app, 'auditList', { target_type: 'nothing' }, { token });
    expect(zh.body.msg).toMatch(/不是可选的值，请从列表中选择$/);
    // A short list is still spelled out.
    const few = await call(ctx().app, 'productList', { type: 'nothing', lang: 'en' });
    expect(few.body.msg).toContain('"art"');
  });
});
