import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { seedDemo } from './demo/demo-seed';
import {
  get,
  ledgerOf,
  orderRow,
  placed,
  pointsOf,
  post,
  product,
  runOutClock,
  shopper,
  stockOf,
} from './test/fixtures/order';
import { freshPostgresDatabase, type TestDatabase } from './test/build-test-app';
import { forgetSendLimits, PASSWORD, sendCode } from './test/accounts';
import { startFakeS3, type FakeS3 } from './test/fakes/s3/fake-s3';
import { insertHiringFixtures } from './test/fixtures/hiring';
import { adminToken } from './test/fixtures/order';
import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import { DATA_ARCHIVE_PATH } from '@atelier/contract/privacy-codes';
import sharp from 'sharp';
import { postFile, solidPng } from './test/uploads';
import { unzipSync } from 'fflate';

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
/** Guarded actions (sign-in, codes) per IP and minute, low enough to reach in a test. */
const AUTH_LIMIT = 6;

describe.runIf(databaseUrl && redisUrl)(
  'two instances on one PostgreSQL, one Redis and one object store (runs when TEST_DATABASE_URL and TEST_REDIS_URL are set)',
  () => {
    let a: FastifyInstance;
    let b: FastifyInstance;
    let database: TestDatabase | undefined;
    let store: FakeS3 | undefined;
    // Each instance has a folder of its own, as two machines would: nothing is shared through it.
    const dataDirs: string[] = [];

    beforeAll(async () => {
      if (!databaseUrl || !redisUrl) return;
      database = await freshPostgresDatabase({ empty: true });
      store = await startFakeS3();
      const configFor = (dataDir: string) =>
        loadConfig({
          ...store?.env,
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          WEB_DIST: '',
          VALIDATE_RESPONSES: 'true',
          RATE_LIMIT_MAX: '100000',
          AUTH_RATE_LIMIT_MAX: String(AUTH_LIMIT),
          JOBS_INTERVAL_SECONDS: '0',
          REDIS_URL: redisUrl,
          REDIS_PREFIX: `atelier-test-${path.basename(database?.url ?? '')}:`,
        });
      // Started together on an empty database, as a first deployment of two replicas would be:
      // each boots as server.ts does, the demo seed included.
      const boot = async () => {
        const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-scale-'));
        dataDirs.push(dataDir);
        const config = configFor(dataDir);
        config.database = { kind: 'postgres', url: database?.url ?? '' };
        const app = await buildApp(config);
        await seedDemo(app);
        return app;
      };
      [a, b] = await Promise.all([boot(), boot()]);
    });

    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await database?.drop();
      await store?.close();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    });

    const uploadPicture = async (app: FastifyInstance, token: string) =>
      (await postFile(app, 'upload', await solidPng(800, 600), 'kiln.png', token)).data.url;
    const uploadResume = async (app: FastifyInstance, token: string, bytes: Buffer) =>
      (await postFile(app, 'resumeUpload', bytes, 'cv.pdf', token)).data.id;

    const fetched = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

    it('serves the demo pictures, and a picture uploaded through one, from the other', async () => {
      const list = await get(b, 'productList', { lang: 'en', page: 1, limit: 3 });
      const cover = (list.body.data as { list: Array<{ image: string }> }).list[0]?.image ?? '';
      expect(cover).toMatch(/^\/uploads\/seed\//);
      for (const app of [a, b]) expect((await fetched(app, cover)).statusCode).toBe(200);

      const who = await shopper(a, 'scalepic');
      const url = await uploadPicture(a, who.token);
      const onB = await fetched(b, url);
      expect(onB.statusCode).toBe(200);
      expect(onB.headers['content-type']).toBe('image/png');
      expect(await sharp(onB.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    });

    it('makes an avatar on one from a picture uploaded through the other', async () => {
      const who = await shopper(a, 'scaleava');
      const url = await uploadPicture(a, who.token);
      const set = await post(b, 'avatarUpdate', { avatar: url, lang: 'en' }, who.token);
      expect(set.body).toMatchObject({ code: 200 });
      const avatar = (set.body.data as { avatar: string }).avatar;
      const onA = await fetched(a, avatar);
      expect(onA.headers['content-type']).toBe('image/webp');
      expect(await sharp(onA.rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
    });

    it('reads a résumé on the other, puts it in the archive made there, and erases it everywhere', async () => {
      const hiring = await insertHiringFixtures(a);
      const who = await shopper(a, 'scalecv');
      const resume = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2048, 7)]);
      const resumeId = await uploadResume(a, who.token, resume);
      const applied = await post(
        a,
        'joinUserCreate',
        {
          lang: 'en',
          position_id: hiring.resident.id,
          name: '林小满',
          mobile: who.mobile,
          email: 'scalecv@example.com',
          answers: [],
          resume_id: resumeId,
        },
        who.token,
      );
      expect(applied.body).toMatchObject({ code: 200 });
      const application = await b.db
        .selectFrom('job_applications')
        .select('id')
        .where('resume_id', '=', resumeId)
        .executeTakeFirstOrThrow();

      // An operator on B downloads what the applicant sent through A.
      const staff = await adminToken(b);
      const download = await b.inject({
        method: 'GET',
        url: `${APPLICATION_RESUME_PATH}?id=${application.id}&lang=en`,
        headers: { authorization: `Bearer ${staff}` },
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(resume)).toBe(true);

      // "Download my data" through B holds the résumé's bytes.
      const ticket = await post(
        b,
        'dataExportCreate',
        { lang: 'en', password: PASSWORD },
        who.token,
      );
      const archive = await b.inject({
        method: 'GET',
        url: DATA_ARCHIVE_PATH,
        query: { ticket: (ticket.body.data as { ticket: string }).ticket, lang: 'en' },
      });
      expect(archive.statusCode).toBe(200);
      const zipped = unzipSync(new Uint8Array(archive.rawPayload));
      const pdfs = Object.keys(zipped).filter((name) => name.startsWith('resumes/'));
      expect(pdfs).toHaveLength(1);
      expect(Buffer.from(zipped[pdfs[0]!]!).equals(resume)).toBe(true);

      // Erased through A, after its cooling-off period: B serves none of their files any more.
      const picture = await uploadPicture(a, who.token);
      const set = await post(b, 'avatarUpdate', { avatar: picture, lang: 'en' }, who.token);
      const avatar = (set.body.data as { avatar: string }).avatar;
      const { file } = await a.db
        .selectFrom('resumes')
        .select('file')
        .where('id', '=', resumeId)
        .executeTakeFirstOrThrow();
      await forgetSendLimits(a);
      const captcha = await sendCode(a, who.mobile, 'cancelaccount', who.token);
      expect(
        (await post(a, 'accountCancel', { captcha, lang: 'en' }, who.token)).body,
      ).toMatchObject({
        code: 200,
      });
      const later = Date.now() + a.config.privacy.coolingOffMs + 60_000;
      expect(await a.services.erasure.eraseDue(later)).toBe(1);
      for (const url of [picture, avatar]) expect((await fetched(b, url)).statusCode).toBe(404);
      expect(await b.services.files.read(`resumes/${file}`)).toBeUndefined();
      expect(store?.seen.filter((r) => r.method === 'DELETE').map((r) => `/${r.key}`)).toEqual(
        expect.arrayContaining([picture, avatar, `/resumes/${file}`]),
      );
    });

    it('a session opened on one instance works on the other, and ends on both', async () => {
      const who = await shopper(a, 'scale');
      const info = await get(b, 'userInfo', { lang: 'en' }, who.token);
      expect(info.body).toMatchObject({ code: 200, data: { username: who.username } });

      await post(b, 'logout', { lang: 'en' }, who.token);
      const after = await get(a, 'userInfo', { lang: 'en' }, who.token);
      expect(after.body).toMatchObject({ code: 401, msg: expect.stringMatching(/log in again/) });
    });

    it('counts the sign-in limit across instances', async () => {
      // An address of its own, so the other tests' sign-ups do not count.
      const attempt = (app: FastifyInstance) =>
        app.inject({
          method: 'POST',
          url: '/api/index/login',
          remoteAddress: '198.51.100.23',
          payload: { account: 'nobody_here', password: 'Wrong-pass-1', lang: 'en' },
        });
      const statuses: number[] = [];
      for (let i = 0; i < AUTH_LIMIT; i++) {
        statuses.push((await attempt(i % 2 === 0 ? a : b)).statusCode);
      }
      // Each instance saw only half of them: a limit kept per process would still let these in.
      const refusedA = await attempt(a);
      const refusedB = await attempt(b);
      expect(statuses).toEqual(Array(AUTH_LIMIT).fill(200));
      expect([refusedA.statusCode, refusedB.statusCode]).toEqual([429, 429]);
      expect(refusedB.json()).toEqual({
        code: 429,
        msg: expect.stringMatching(/^Too many requests, please try again in \d+ seconds$/),
      });
    });

    it('cancels each overdue order exactly once when both run the deadline job at once', async () => {
      const who = await shopper(a, 'scalejob', 500);
      const print = await product(a, { name_en: 'Scale Print', stock: 30 });
      const orders = await Promise.all(
        [a, b, a, b, a, b].map((app, i) => placed(app, who, print, (i % 3) + 1)),
      );
      expect(await stockOf(a, print)).toEqual({ stock: 18, sales: 12 });
      // A buyer on instance B sees the stock taken.
      const before = await get(b, 'productInfo', { id: print, lang: 'en' });
      expect(before.body.data).toMatchObject({ stock: 18 });
      for (const order of orders) await runOutClock(a, order.order_id);

      const now = Date.now();
      const counts = await Promise.all(
        [a, b, a, b].map((app) => app.services.order.cancelOverdue(now)),
      );
      expect(counts.reduce((sum, n) => sum + n, 0)).toBe(orders.length);
      for (const order of orders) {
        expect(await orderRow(a, order.order_id)).toMatchObject({
          status: 'canceled',
          cancel_reason: 'timeout',
          canceled_at: now,
        });
      }
      expect(await stockOf(a, print)).toEqual({ stock: 30, sales: 0 });
      // Nothing was paid, so nothing is refunded: the points stay as granted.
      expect(await pointsOf(a, who.id)).toEqual({ score: 500, score_total: 0 });
      expect(await ledgerOf(a, who.id)).toHaveLength(1);
      // The stock came back for buyers on either instance, whichever one cancelled.
      for (const app of [a, b]) {
        await expect
          .poll(async () => (await get(app, 'productInfo', { id: print, lang: 'en' })).body.data)
          .toMatchObject({ stock: 30 });
      }
    });
  },
);
