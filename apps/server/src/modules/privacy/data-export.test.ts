import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../lib/clock';
import { forgetSendLimits, freshIdentity, PASSWORD, sendCode, signUp } from '../../test/accounts';
import { hangzhou, shenzhen } from '../../test/addresses';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { insertArtisan } from '../../test/fixtures/artisan';
import { issuedBatch, shipSerial } from '../../test/fixtures/serial';
import { admit, makeGroup } from '../../test/fixtures/post';
import { insertHiringFixtures, type HiringFixtures } from '../../test/fixtures/hiring';
import { addAddress, grantPoints, ok, placed, product, refusal } from '../../test/fixtures/order';
import { postFile } from '../../test/uploads';

/** 10:00 in Shanghai, Wednesday 15 May 2030. */
const START = Date.parse('2030-05-15T02:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const resumeBytes = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

interface Ticket {
  ticket: string;
  expires_at: string;
  file_name: string;
}

describe.each(databases)('download my data on %s', (kind) => {
  const clock = testClock(START);
  const ctx = useTestApp(kind, {}, { clock, demo: true });
  const post = (action: string, input: Record<string, unknown>, token?: string) =>
    call(ctx().app, action, { lang: 'en', ...input }, { method: 'POST', token });
  let hiring: HiringFixtures;

  beforeAll(async () => {
    hiring = await insertHiringFixtures(ctx().app);
  });

  const uploadResume = async (app: FastifyInstance, token: string, name: string) =>
    (await postFile(app, 'resumeUpload', resumeBytes, name, token)).data.id;

  /**
   * A customer who has done a bit of everything: an address, an order, points, a favourite, a
   * followed artist, a job application with a résumé, a group, a post and a comment, a serial.
   */
  async function busyCustomer(tag: string, address = hangzhou) {
    const app = ctx().app;
    const account = await signUp(app, tag);
    const addressId = await addAddress(app, account.token, address);
    const nickname = `${tag} 画者`;
    await ok(post('userInfoUpdate', { nickname }, account.token));
    await grantPoints(app, account.id, 120);
    const productId = await product(app, { name_en: `${tag} Print`, name_zh: `${tag} 版画` });
    const order = await placed(app, { ...account, addressId }, productId, 2);
    await ok(post('productCollection', { product_id: productId }, account.token));
    const artisanId = await insertArtisan(app, { name_en: `${tag} Painter` });
    await ok(post('artisanCollection', { artisan_id: artisanId, followed: true }, account.token));
    const resumeName = `${tag} résumé.pdf`;
    const resumeId = await uploadResume(app, account.token, resumeName);
    const applicantEmail = `${tag.toLowerCase()}@example.com`;
    await ok(
      post(
        'joinUserCreate',
        {
          position_id: hiring.resident.id,
          name: `${tag} 申请人`,
          mobile: freshIdentity().mobile,
          email: applicantEmail,
          answers: [],
          resume_id: resumeId,
        },
        account.token,
      ),
    );
    const groupId = await makeGroup(app, clock.now(), `${tag} Glaze`);
    await admit(app, groupId, account.id, clock.now());
    const postText = `${tag} first firing <script>alert(1)</script>`;
    const made = await ok<{ id: number }>(
      post('groupPostCreate', { group_id: groupId, text: postText }, account.token),
    );
    const commentText = `${tag} a comment`;
    await ok(post('groupCommentCreate', { post_id: made.id, text: commentText }, account.token));
    const batch = await issuedBatch(app, 2, `${tag} Vase`);
    await shipSerial(app, account.id, batch.productId, batch.codes[0]!);
    return {
      ...account,
      nickname,
      address,
      orderNo: order.order_no,
      productName: `${tag} Print`,
      artisanName: `${tag} Painter`,
      resumeName,
      applicantEmail,
      groupName: `${tag} Glaze`,
      postText,
      commentText,
      serial: batch.codes[0]!,
      serialProduct: `${tag} Vase`,
    };
  }

  function fetchArchive(ticket: string, lang = 'en', token?: string) {
    return ctx().app.inject({
      method: 'GET',
      url: DATA_ARCHIVE_PATH,
      query: { ticket, lang },
      headers: token ? { authorization: `Bearer ${token}` } : undefined,
    });
  }

  async function ticketByPassword(token: string, password = PASSWORD) {
    return ok<Ticket>(post('dataExportCreate', { password }, token));
  }

  async function archiveOf(token: string, lang = 'en') {
    const { ticket } = await ticketByPassword(token);
    const res = await fetchArchive(ticket, lang);
    expect(res.statusCode).toBe(200);
    return { res, files: unzipSync(new Uint8Array(res.rawPayload)) };
  }

  describe('the archive', () => {
    let alice: Awaited<ReturnType<typeof busyCustomer>>;
    let bob: Awaited<ReturnType<typeof busyCustomer>>;

    let english: Awaited<ReturnType<typeof archiveOf>>;
    let chinese: Awaited<ReturnType<typeof archiveOf>>;

    beforeAll(async () => {
      alice = await busyCustomer('Alice');
      bob = await busyCustomer('Bob', shenzhen);
      english = await archiveOf(alice.token, 'en');
      chinese = await archiveOf(alice.token, 'zh-cn');
    });

    it('holds every category with the owner’s values, as an attachment nobody caches', () => {
      const { res, files } = english;
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-/);
      expect(res.headers['cache-control']).toBe('no-store');
      const names = Object.keys(files).sort();
      expect(names).toHaveLength(3);
      expect(names.slice(0, 2)).toEqual(['data.json', 'index.html']);
      expect(names[2]).toMatch(/^resumes\/\d+-Alice résumé\.pdf$/);
      const data = JSON.parse(strFromU8(files['data.json']!));
      expect(data.profile).toMatchObject({
        id: alice.id,
        username: alice.username,
        nickname: alice.nickname,
        mobile: alice.mobile,
        points: 120,
      });
      expect(data.addresses).toEqual([
        expect.objectContaining({
          name: hangzhou.name,
          address: hangzhou.address,
          is_default: true,
        }),
      ]);
      // The other order is the one that brought the serial.
      expect(data.orders).toHaveLength(2);
      expect(data.orders).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            order_no: alice.orderNo,
            status: 'unpaid',
            recipient: expect.objectContaining({ name: hangzhou.name, mobile: hangzhou.mobile }),
            items: [
              expect.objectContaining({ name: alice.productName, price: '100.00', quantity: 2 }),
            ],
          }),
        ]),
      );
      expect(data.points_ledger).toEqual([
        expect.objectContaining({ delta: 120, balance_after: 120 }),
      ]);
      expect(data.favourites).toEqual([expect.objectContaining({ name: alice.productName })]);
      expect(data.follows).toEqual([expect.objectContaining({ name: alice.artisanName })]);
      expect(data.applications).toEqual([
        expect.objectContaining({
          position: 'Super Individual: Resident Creator',
          email: alice.applicantEmail,
          resume: expect.objectContaining({ name: alice.resumeName, size: resumeBytes.length }),
        }),
      ]);
      const resumePath = data.applications[0].resume.archive_file as string;
      expect(Buffer.from(files[resumePath]!).equals(resumeBytes)).toBe(true);
      expect(JSON.stringify(data)).not.toContain('"file"');
      expect(data.community.memberships).toEqual([
        expect.objectContaining({ group: alice.groupName }),
      ]);
      expect(data.community.posts).toEqual([
        expect.objectContaining({ text: alice.postText, group: alice.groupName }),
      ]);
      expect(data.community.comments).toEqual([
        expect.objectContaining({ text: alice.commentText }),
      ]);
      expect(data.serials).toEqual([
        expect.objectContaining({ product: alice.serialProduct, edition: '1/2' }),
      ]);
      expect(data.serials[0].serial.replace(/-/g, '')).toBe(alice.serial);
    });

    it('holds nothing of another customer', () => {
      const everything = [...Object.values(english.files), ...Object.values(chinese.files)]
        .map((bytes) => strFromU8(bytes))
        .join('\n');
      for (const value of [
        bob.username,
        bob.mobile,
        bob.nickname,
        shenzhen.name,
        shenzhen.address,
        bob.orderNo,
        bob.productName,
        bob.artisanName,
        bob.applicantEmail,
        'Bob',
        bob.serial,
      ]) {
        expect(everything, value).not.toContain(value);
      }
    });

    it('shows the same data as a readable page in the asked language, the customer’s text escaped', () => {
      const en = strFromU8(english.files['index.html']!);
      expect(en).toContain('<html lang="en">');
      expect(en).toContain(`Personal data of ${alice.nickname}`);
      for (const shown of [
        alice.username,
        alice.mobile,
        hangzhou.address,
        alice.orderNo,
        alice.productName,
        alice.artisanName,
        alice.groupName,
        alice.commentText,
        alice.serialProduct,
      ]) {
        expect(en).toContain(shown);
      }
      expect(en).toContain('first firing &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(en).not.toContain('<script>');
      const zh = strFromU8(chinese.files['index.html']!);
      expect(zh).toContain(`${alice.nickname} 的个人信息`);
      expect(zh).toContain('待付款');
      expect(zh).toContain('期初余额');
      expect(en).toContain('Opening balance');
      expect(en).toContain('<td>Visible</td>');
    });

    it('shows times on the shop’s clock as the site does, and each line’s price times its quantity', () => {
      const en = strFromU8(english.files['index.html']!);
      const data = JSON.parse(strFromU8(english.files['data.json']!));
      const placedAt = Date.parse(data.orders[0].created_at);
      const shanghai = new Date(placedAt + 8 * 3600_000).toISOString();
      const shown = `${shanghai.slice(0, 10)} ${shanghai.slice(11, 19)}`;
      expect(en).toContain(`Placed: ${shown}`);
      expect(en).toContain('Times are shown in the shop’s time zone (Asia/Shanghai).');
      expect(en).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
      expect(en).toContain(`<td>${alice.productName} × 2</td><td>¥200.00</td>`);
      const zh = strFromU8(chinese.files['index.html']!);
      expect(zh).toContain(`下单时间: ${shown}`);
      expect(zh).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    });
  });

  it('lists a résumé whose file is gone without failing the archive; a new account’s page says “None”', async () => {
    const app = ctx().app;
    const me = await signUp(app, 'gone');
    const resumeId = await uploadResume(app, me.token, 'lost.pdf');
    await ok(
      post(
        'joinUserCreate',
        {
          position_id: hiring.resident.id,
          name: '林澈',
          mobile: freshIdentity().mobile,
          email: 'gone@example.com',
          answers: [],
          resume_id: resumeId,
        },
        me.token,
      ),
    );
    const { file } = await app.db
      .selectFrom('resumes')
      .select('file')
      .where('id', '=', resumeId)
      .executeTakeFirstOrThrow();
    await app.services.resumes.remove(file);
    const { files } = await archiveOf(me.token);
    expect(Object.keys(files).sort()).toEqual(['data.json', 'index.html']);
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.applications[0].resume).toEqual({
      name: 'lost.pdf',
      size: resumeBytes.length,
      archive_file: null,
    });
    const html = strFromU8(files['index.html']!);
    expect(html).toContain(
      '<section id="orders"><h2>Orders</h2><p class="none">None</p></section>',
    );
  });

  describe('dataExportCreate', () => {
    it('gives a ticket for the right SMS code sent for `verify` to the account’s phone', async () => {
      const app = ctx().app;
      const me = await signUp(app, 'sms');
      await forgetSendLimits(app);
      const captcha = await sendCode(app, me.mobile, 'verify', me.token);
      const ticket = await ok<Ticket>(post('dataExportCreate', { captcha }, me.token));
      expect(ticket.expires_at).toBe(new Date(clock.now() + 10 * MINUTE).toISOString());
      const res = await fetchArchive(ticket.ticket);
      expect(res.statusCode).toBe(200);
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['data.json']!));
      expect(data.profile.username).toBe(me.username);
      // The code is used up.
      expect(await refusal(post('dataExportCreate', { captcha }, me.token))).toBe(
        'The verification code has expired or been used; please request a new one',
      );
    });

    it('refuses without a sign-in', async () => {
      const res = await post('dataExportCreate', { password: PASSWORD });
      expect(res.body.code).toBe(401);
    });

    it('refuses a wrong password, and locks the account as sign-in does', async () => {
      const me = await signUp(ctx().app, 'pw');
      expect(await refusal(post('dataExportCreate', { password: 'Wrong!pass1' }, me.token))).toBe(
        'The password is incorrect',
      );
      const zh = await call(
        ctx().app,
        'dataExportCreate',
        { password: 'Wrong!pass1', lang: 'zh-cn' },
        { method: 'POST', token: me.token },
      );
      expect(zh.body).toMatchObject({ code: 100, msg: '登录密码错误' });
      for (let i = 0; i < 3; i += 1) {
        await post('dataExportCreate', { password: 'Wrong!pass1' }, me.token);
      }
      expect(await refusal(post('dataExportCreate', { password: PASSWORD }, me.token))).toMatch(
        /^Too many wrong passwords/,
      );
      expect(await exportsOf(me.id)).toBe(0);
    });

    it('refuses a wrong code, a code never sent, and a code sent to another phone', async () => {
      const app = ctx().app;
      const me = await signUp(app, 'code');
      expect(await refusal(post('dataExportCreate', { captcha: '000000' }, me.token))).toBe(
        'The verification code has expired or been used; please request a new one',
      );
      await forgetSendLimits(app);
      const captcha = await sendCode(app, me.mobile, 'verify', me.token);
      const wrong = captcha === '111111' ? '222222' : '111111';
      expect(await refusal(post('dataExportCreate', { captcha: wrong }, me.token))).toMatch(
        /^The verification code is wrong; 4 tries left/,
      );
      // Someone else's code, for their own phone, proves nothing about this account.
      const other = await signUp(app, 'code2');
      await forgetSendLimits(app);
      const theirs = await sendCode(app, other.mobile, 'verify', other.token);
      if (theirs !== captcha) {
        expect((await post('dataExportCreate', { captcha: theirs }, me.token)).body.code).toBe(100);
      }
      expect(await exportsOf(me.id)).toBe(0);
    });

    it('asks for exactly one proof: both or neither are refused', async () => {
      const me = await signUp(ctx().app, 'both');
      for (const input of [{}, { password: PASSWORD, captcha: '123456' }]) {
        const res = await post('dataExportCreate', input, me.token);
        expect(res.body).toMatchObject({ code: 100 });
        expect(res.body.msg).toContain('Enter either your password or an SMS code');
      }
      expect((await post('dataExportCreate', { captcha: 'abc' }, me.token)).body.code).toBe(100);
      expect(await exportsOf(me.id)).toBe(0);
    });

    it('gives three archives a day, then says when the next one can be had', async () => {
      const me = await signUp(ctx().app, 'limit');
      for (let i = 0; i < 3; i += 1) {
        await ticketByPassword(me.token);
        clock.advance(60 * MINUTE);
      }
      expect(await refusal(post('dataExportCreate', { password: PASSWORD }, me.token))).toBe(
        'You may download your data 3 times in 24 hours; please try again in 21 hours',
      );
      await forgetSendLimits(ctx().app);
      const captcha = await sendCode(ctx().app, me.mobile, 'verify', me.token);
      expect(await refusal(post('dataExportCreate', { captcha }, me.token))).toMatch(/3 times/);
      const code = await ctx()
        .app.db.selectFrom('sms_codes')
        .select('used_at')
        .where('mobile', '=', me.mobile)
        .where('event', '=', 'verify')
        .executeTakeFirstOrThrow();
      expect(code.used_at, 'a refused request leaves the code usable').toBeNull();
      // A day after the first, one more.
      clock.advance(DAY - 3 * 60 * MINUTE);
      const again = await ok<{ userinfo: { token: string } }>(
        post('login', { account: me.username, password: PASSWORD }),
      );
      await ok(post('dataExportCreate', { password: PASSWORD }, again.userinfo.token));
      expect(
        await refusal(post('dataExportCreate', { password: PASSWORD }, again.userinfo.token)),
      ).toMatch(/3 times/);
    });
  });

  describe('the archive’s ticket', () => {
    const INVALID =
      'This download link has expired or was already used; please download again from “My data and account”';

    async function refusedArchive(ticket: string, token?: string) {
      const res = await fetchArchive(ticket, 'en', token);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { code: number; msg: string };
      expect(body.code).toBe(100);
      return body.msg;
    }

    it('works once', async () => {
      const me = await signUp(ctx().app, 'once');
      const { ticket } = await ticketByPassword(me.token);
      expect((await fetchArchive(ticket)).statusCode).toBe(200);
      expect(await refusedArchive(ticket)).toBe(INVALID);
    });

    it('expires after ten minutes', async () => {
      const me = await signUp(ctx().app, 'late');
      const { ticket } = await ticketByPassword(me.token);
      clock.advance(10 * MINUTE);
      expect(await refusedArchive(ticket)).toBe(INVALID);
    });

    it('refuses an unknown ticket and a missing one', async () => {
      expect(await refusedArchive('not-a-ticket')).toBe(INVALID);
      const res = await ctx().app.inject({ method: 'GET', url: DATA_ARCHIVE_PATH });
      expect(res.json()).toMatchObject({ code: 100 });
    });

    it('is not opened for another signed-in customer, and stays good for its owner', async () => {
      const owner = await signUp(ctx().app, 'own');
      const other = await signUp(ctx().app, 'oth');
      const { ticket } = await ticketByPassword(owner.token);
      expect(await refusedArchive(ticket, other.token)).toBe(
        'This download link belongs to another account',
      );
      const res = await fetchArchive(ticket, 'en', owner.token);
      expect(res.statusCode).toBe(200);
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['data.json']!));
      expect(data.profile.username).toBe(owner.username);
    });
  });

  async function exportsOf(userId: number) {
    const rows = await ctx()
      .app.db.selectFrom('data_exports')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }
});
