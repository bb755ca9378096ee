import { ADDRESS_MAX } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { signUp } from '../../test/accounts';
import { hangzhou, shenzhen } from '../../test/addresses';
import { call, databases, useTestApp } from '../../test/build-test-app';

const shanghai = {
  name: '周一',
  mobile: '13700009999',
  province: '上海市',
  city: '市辖区',
  district: '徐汇区',
  address: '漕溪北路 88 号',
  postal_code: '200030',
};

type Wire = { id: number; is_default: boolean; name: string; city: string };

describe.each(databases)('addresses on %s', (kind) => {
  const ctx = useTestApp(kind);

  const post = (action: string, token: string, input: Record<string, unknown>) =>
    call(ctx().app, action, input, { method: 'POST', token });
  const get = (action: string, token: string, input: Record<string, unknown> = {}) =>
    call(ctx().app, action, input, { token });

  async function create(token: string, input: Record<string, unknown>) {
    const res = await post('addressCreate', token, input);
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(Number) } });
    return res.body.data.id as number;
  }

  async function list(token: string): Promise<Wire[]> {
    const res = await get('userAddressList', token);
    expect(res.body.code).toBe(200);
    return res.body.data.list;
  }

  async function defaults(userId: number) {
    const rows = await ctx()
      .app.db.selectFrom('addresses')
      .select('id')
      .where('user_id', '=', userId)
      .where('is_default', '=', 1)
      .execute();
    return rows.map((r) => r.id);
  }

  it('refuses every address action without a session with code 401', async () => {
    const { app } = ctx();
    for (const [action, method] of [
      ['addressCreate', 'POST'],
      ['userAddressList', 'GET'],
      ['userAddressInfo', 'GET'],
      ['userAddressUpdate', 'POST'],
      ['userAddressDelete', 'POST'],
    ] as const) {
      const res = await call(app, action, { ...hangzhou, id: 1 }, { method });
      expect(res.body).toMatchObject({ code: 401 });
    }
  });

  it('makes the first address the default and shows it as entered', async () => {
    const user = await signUp(ctx().app, 'addr_first');
    const id = await create(user.token, { ...hangzhou, is_default: false });
    const info = await get('userAddressInfo', user.token, { id });
    expect(info.body).toEqual({
      code: 200,
      msg: '成功',
      data: {
        id,
        ...hangzhou,
        is_default: true,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    });
    // A second one without the flag leaves the default where it is.
    const second = await create(user.token, shenzhen);
    expect((await list(user.token)).map((a) => [a.id, a.is_default])).toEqual([
      [id, true],
      [second, false],
    ]);
  });

  it('trims what is typed and accepts a municipality and Hong Kong', async () => {
    const user = await signUp(ctx().app, 'addr_trim');
    const id = await create(user.token, {
      ...shanghai,
      name: '  周一  ',
      address: ' 漕溪北路 88 号 ',
    });
    const info = await get('userAddressInfo', user.token, { id, lang: 'en' });
    expect(info.body.data).toMatchObject({
      name: '周一',
      address: '漕溪北路 88 号',
      city: '市辖区',
    });
    await create(user.token, {
      ...hangzhou,
      province: '香港特别行政区',
      city: '九龙',
      district: '油尖旺区',
      postal_code: '999077',
    });
  });

  it('moves the default with is_default true, and lists the default first, then the newest', async () => {
    const user = await signUp(ctx().app, 'addr_move');
    const a = await create(user.token, hangzhou);
    const b = await create(user.token, shenzhen);
    const c = await create(user.token, { ...shanghai, is_default: true });
    expect(await defaults(user.id)).toEqual([c]);
    expect((await list(user.token)).map((x) => x.id)).toEqual([c, b, a]);

    const moved = await post('userAddressUpdate', user.token, {
      ...hangzhou,
      id: a,
      is_default: 'true',
    });
    expect(moved.body.data).toMatchObject({ id: a, is_default: true });
    expect(await defaults(user.id)).toEqual([a]);
    expect((await list(user.token)).map((x) => [x.id, x.is_default])).toEqual([
      [a, true],
      [c, false],
      [b, false],
    ]);
  });

  it('keeps the default when asked to unset it, and changes the fields', async () => {
    const user = await signUp(ctx().app, 'addr_keep');
    const a = await create(user.token, hangzhou);
    const b = await create(user.token, shenzhen);
    const res = await post('userAddressUpdate', user.token, {
      ...shanghai,
      name: '林大满',
      id: a,
      is_default: false,
    });
    expect(res.body.data).toMatchObject({
      id: a,
      name: '林大满',
      province: '上海市',
      district: '徐汇区',
      postal_code: '200030',
      is_default: true,
    });
    expect(await defaults(user.id)).toEqual([a]);
    const other = await post('userAddressUpdate', user.token, {
      ...shenzhen,
      id: b,
      is_default: false,
    });
    expect(other.body.data.is_default).toBe(false);
  });

  it('hands the default to the newest remaining address when it is deleted', async () => {
    const user = await signUp(ctx().app, 'addr_delete');
    const a = await create(user.token, hangzhou);
    const b = await create(user.token, shenzhen);
    const c = await create(user.token, shanghai);
    await post('userAddressUpdate', user.token, { ...shenzhen, id: b, is_default: true });

    const notDefault = await post('userAddressDelete', user.token, { id: a });
    expect(notDefault.body).toEqual({ code: 200, msg: '成功', data: { deleted: true } });
    expect(await defaults(user.id)).toEqual([b]);

    await post('userAddressDelete', user.token, { id: b });
    expect(await defaults(user.id)).toEqual([c]);
    const d = await create(user.token, hangzhou);
    await post('userAddressDelete', user.token, { id: c });
    expect(await defaults(user.id)).toEqual([d]);
    await post('userAddressDelete', user.token, { id: d });
    const empty = await get('userAddressList', user.token);
    expect(empty.body.data).toEqual({ list: [], total: 0, page: 1, limit: ADDRESS_MAX });
    // With none left, the next one is the default again.
    const e = await create(user.token, shanghai);
    expect(await defaults(user.id)).toEqual([e]);
  });

  it('treats someone else’s address as not existing and leaves it alone', async () => {
    const owner = await signUp(ctx().app, 'addr_owner');
    const intruder = await signUp(ctx().app, 'addr_intruder');
    const theirs = await create(owner.token, hangzhou);
    await create(intruder.token, shenzhen);
    const expected = { code: 100, msg: 'This address does not exist' };
    expect(
      (await get('userAddressInfo', intruder.token, { id: theirs, lang: 'en' })).body,
    ).toMatchObject(expected);
    expect(
      (
        await post('userAddressUpdate', intruder.token, {
          ...shanghai,
          id: theirs,
          is_default: true,
          lang: 'en',
        })
      ).body,
    ).toMatchObject(expected);
    expect((await post('userAddressDelete', intruder.token, { id: theirs })).body).toMatchObject({
      code: 100,
      msg: '该收货地址不存在',
    });
    expect((await get('userAddressInfo', intruder.token, { id: 987654 })).body.code).toBe(100);
    const still = await get('userAddressInfo', owner.token, { id: theirs });
    expect(still.body.data).toMatchObject({ ...hangzhou, is_default: true });
    expect(await list(intruder.token)).toHaveLength(1);
  });

  it('refuses a province, city and district that do not go together', async () => {
    const user = await signUp(ctx().app, 'addr_region');
    for (const region of [
      { district: '南山区' },
      { city: '深圳市' },
      { province: '火星省' },
      { city: '杭州' },
    ]) {
      const res = await post('addressCreate', user.token, { ...hangzhou, ...region, lang: 'en' });
      expect(res.body).toEqual({
        code: 100,
        msg: 'That province, city and district do not exist, please choose again',
        data: null,
      });
    }
    const id = await create(user.token, hangzhou);
    const zh = await post('userAddressUpdate', user.token, { ...hangzhou, id, district: '福田区' });
    expect(zh.body).toMatchObject({ code: 100, msg: '所选省市区不存在，请重新选择' });
    expect((await get('userAddressInfo', user.token, { id })).body.data.district).toBe('西湖区');
    expect(await list(user.token)).toHaveLength(1);
  });

  it('words a malformed address field by field', async () => {
    const user = await signUp(ctx().app, 'addr_format');
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { mobile: '12345' },
        'Please enter a valid mainland mobile number (11 digits starting 13-19)',
      ],
      [{ postal_code: '31000' }, 'A postal code is 6 digits'],
      [{ name: '   ' }, 'A recipient name has 1-30 characters'],
      [{ address: '短' }, 'A detailed address has 4-120 characters'],
      [{ district: '' }, 'Please choose a province, city and district'],
      [{ name: undefined }, 'Recipient is required'],
    ];
    for (const [change, msg] of cases) {
      const res = await post('addressCreate', user.token, { ...hangzhou, ...change, lang: 'en' });
      expect(res.body).toMatchObject({ code: 100, msg });
    }
    const id = await create(user.token, hangzhou);
    const bad = await post('userAddressUpdate', user.token, {
      ...hangzhou,
      id,
      postal_code: 'abc',
    });
    expect(bad.body).toMatchObject({ code: 100, msg: '邮政编码为 6 位数字' });
    const badId = await get('userAddressInfo', user.token, { id: 'x', lang: 'en' });
    expect(badId.body.code).toBe(100);
    expect(await list(user.token)).toHaveLength(1);
  });

  it(`keeps at most ${ADDRESS_MAX} addresses, paged`, async () => {
    const user = await signUp(ctx().app, 'addr_limit');
    for (let i = 0; i < ADDRESS_MAX; i += 1) {
      await create(user.token, { ...hangzhou, address: `文三路 ${i + 1} 号` });
    }
    const refused = await post('addressCreate', user.token, { ...shenzhen, lang: 'en' });
    expect(refused.body).toMatchObject({ code: 100, msg: 'You can keep at most 20 addresses' });
    const page = await get('userAddressList', user.token, { page: 2, limit: 8 });
    expect(page.body.data).toMatchObject({ total: ADDRESS_MAX, page: 2, limit: 8 });
    // Default (the first) leads page 1; page 2 goes on newest first.
    expect(page.body.data.list.map((a: { address: string }) => a.address)).toEqual(
      [13, 12, 11, 10, 9, 8, 7, 6].map((n) => `文三路 ${n} 号`),
    );
  });

  it('ends 20 concurrent first addresses with exactly one default', async () => {
    const user = await signUp(ctx().app, 'addr_race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post('addressCreate', user.token, { ...hangzhou, address: `文三路 ${i + 1} 号` }),
      ),
    );
    expect(answers.every((a) => a.body.code === 200)).toBe(true);
    expect(await defaults(user.id)).toHaveLength(1);
    expect(await list(user.token)).toHaveLength(20);
  });

  it('holds the limit and the single default when the last places are raced for', async () => {
    const user = await signUp(ctx().app, 'addr_race_limit');
    for (let i = 0; i < ADDRESS_MAX - 5; i += 1) await create(user.token, hangzhou);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('addressCreate', user.token, { ...shenzhen, is_default: true }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.body.msg === '最多保存 20 个收货地址')).toHaveLength(5);
    expect(await list(user.token)).toHaveLength(ADDRESS_MAX);
    const [only] = await defaults(user.id);
    expect(await defaults(user.id)).toHaveLength(1);
    const shown = await get('userAddressInfo', user.token, { id: only });
    expect(shown.body.data).toMatchObject({ city: '深圳市', is_default: true });
  });

  it('offers the default and ownership checks to checkout', async () => {
    const { app } = ctx();
    const user = await signUp(app, 'addr_service');
    const other = await signUp(app, 'addr_service_other');
    expect(await app.services.addresses.defaultFor(user.id)).toBeUndefined();
    const a = await create(user.token, hangzhou);
    const b = await create(user.token, { ...shenzhen, is_default: true });
    expect((await app.services.addresses.defaultFor(user.id))?.id).toBe(b);
    const row = await app.services.addresses.owned(user.id, a);
    expect(app.services.addresses.toWire(row)).toMatchObject({
      id: a,
      ...hangzhou,
      is_default: false,
    });
    await expect(app.services.addresses.owned(other.id, a)).rejects.toMatchObject({
      key: 'addressNotFound',
    });
  });
});
