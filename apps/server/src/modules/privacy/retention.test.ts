import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { testClock } from '../../lib/clock';
import { insertHiringFixtures } from '../../test/fixtures/hiring';
import { adminToken, ok } from '../../test/fixtures/order';
import { startFakeS3 } from '../../test/fakes/s3/fake-s3';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const store = await startFakeS3();
afterAll(() => store.close());

// Every database with files on disk, and résumés in an object store once.
const setups = [
  ...databases.map((kind) => ({ kind, storage: 'local', env: {} })),
  { kind: 'sqlite' as const, storage: 's3', env: store.env },
];

describe.each(setups)(
  'the retention the privacy policy promises on $kind, files $storage',
  (setup) => {
    const start = Date.parse('2026-01-10T02:00:00Z');
    const clock = testClock(start);
    const ctx = useTestApp(setup.kind, setup.env, { demo: true, clock });
    const stored = async (key: string) => (await ctx().app.services.files.read(key)) !== undefined;
    let applicant: Awaited<ReturnType<typeof signUp>>;
    const positions = { closedNow: 0, closedLater: 0, open: 0 };

    beforeAll(async () => {
      const { app } = ctx();
      applicant = await signUp(app, 'rt');
      const { engineer, curator, resident } = await insertHiringFixtures(app);
      positions.closedNow = engineer.id;
      positions.closedLater = curator.id;
      positions.open = resident.id;
      for (const [id, closedAt] of [
        [engineer.id, start],
        [curator.id, start + 100 * DAY],
      ] as const) {
        await app.db
          .updateTable('job_positions')
          .set({ status: 'closed', open: 0, closed_at: closedAt })
          .where('id', '=', id)
          .execute();
      }
    });

    /** An application with a résumé in the store, to a posting. */
    async function apply(positionId: number, tag: string) {
      const { app } = ctx();
      const file = `${tag}-${positionId}.pdf`;
      await app.services.files.put(`resumes/${file}`, Buffer.from('%PDF-1.7'), 'application/pdf');
      const resume = await app.db
        .insertInto('resumes')
        .values({
          user_id: applicant.id,
          file,
          original_name: `${tag}.pdf`,
          size: 8,
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await app.db
        .insertInto('job_applications')
        .values({
          position_id: positionId,
          user_id: applicant.id,
          name: '沈一',
          // One application per number and posting: each stands for another applicant.
          mobile: freshIdentity().mobile,
          email: 'shen@example.com',
          answers: '[]',
          resume_id: resume.id,
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, file: `resumes/${file}` };
    }

    async function applicationIds() {
      const rows = await ctx()
        .app.db.selectFrom('job_applications')
        .select('id')
        .where('user_id', '=', applicant.id)
        .execute();
      return rows.map((r) => r.id).sort((a, b) => a - b);
    }

    async function erasureLog() {
      const rows = await ctx()
        .app.db.selectFrom('audit_log')
        .select(['action', 'changes', 'created_at', 'actor_name'])
        .where('target_type', '=', 'erasure')
        .where('action', '=', 'resumeRetention')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ ...r, changes: JSON.parse(r.changes) as unknown }));
    }

    it('erases applications and résumés a year after their posting closed, and logs it', async () => {
      const { app } = ctx();
      const early = [
        await apply(positions.closedNow, 'a1'),
        await apply(positions.closedNow, 'a2'),
      ];
      const later = await apply(positions.closedLater, 'b');
      const open = await apply(positions.open, 'c');
      const all = [...early, later, open].map((a) => a.id).sort((a, b) => a - b);

      clock.set(start + 365 * DAY - HOUR);
      await app.services.retention.run(clock.now());
      expect(await applicationIds()).toEqual(all);
      expect(await erasureLog()).toEqual([]);

      clock.set(start + 365 * DAY);
      // Two instances at once: the applications go once, and are logged once.
      await Promise.all([
        app.services.retention.run(clock.now()),
        app.services.retention.run(clock.now()),
      ]);
      expect(await applicationIds()).toEqual([later.id, open.id].sort((a, b) => a - b));
      for (const { file } of early) expect(await stored(file)).toBe(false);
      expect(await stored(later.file)).toBe(true);
      const log = await erasureLog();
      expect(log).toEqual([
        {
          action: 'resumeRetention',
          actor_name: 'system',
          created_at: clock.now(),
          changes: { before: null, after: { applications: 2, resumes: 2 } },
        },
      ]);

      // The console's erasure log shows it too, to administrators.
      const trail = await ok<{ list: Array<{ action: string; actor_role: string }> }>(
        call(
          app,
          'auditList',
          { target_type: 'erasure', action: 'resumeRetention' },
          { token: await adminToken(app) },
        ),
      );
      expect(trail.list).toEqual([
        expect.objectContaining({ action: 'resumeRetention', actor_role: 'system' }),
      ]);

      clock.set(start + 465 * DAY);
      await app.services.retention.run(clock.now());
      expect(await applicationIds()).toEqual([open.id]);
      expect(await stored(later.file)).toBe(false);
      expect(await stored(open.file)).toBe(true);
    });

    it('keeps the applications of a posting reopened since', async () => {
      const { app } = ctx();
      const mine = await apply(positions.closedNow, 'reopened');
      await app.db
        .updateTable('job_positions')
        .set({ status: 'open', open: 1 })
        .where('id', '=', positions.closedNow)
        .execute();
      clock.advance(400 * DAY);
      await app.services.retention.run(clock.now());
      expect(await applicationIds()).toContain(mine.id);
      await app.db
        .updateTable('job_positions')
        .set({ status: 'closed', open: 0 })
        .where('id', '=', positions.closedNow)
        .execute();
    });

    it('purges dead SMS codes, sessions, archive tickets, account tickets and QR sign-ins', async () => {
      const { app } = ctx();
      const now = clock.now();
      const me = await signUp(app, 'rp');
      const old = now - DAY - HOUR;
      await app.db
        .insertInto('sms_codes')
        .values([
          {
            mobile: me.mobile,
            event: 'verify',
            code_hash: 'old',
            expires_at: old,
            created_at: old,
          },
          {
            mobile: me.mobile,
            event: 'verify',
            code_hash: 'recent',
            expires_at: now - HOUR,
            created_at: now - HOUR,
          },
        ])
        .execute();
      await app.db
        .insertInto('sessions')
        .values([
          { user_id: me.id, token_hash: `old-${me.id}`, expires_at: old, created_at: old - DAY },
          {
            user_id: me.id,
            token_hash: `revoked-${me.id}`,
            expires_at: now + DAY,
            revoked_at: old,
            created_at: old,
          },
        ])
        .execute();
      await app.db
        .insertInto('data_exports')
        .values([
          {
            user_id: me.id,
            ticket_hash: `used-${me.id}`,
            expires_at: old + 600_000,
            used_at: old,
            created_at: old,
          },
          {
            user_id: me.id,
            ticket_hash: `today-${me.id}`,
            expires_at: now - HOUR,
            used_at: now - 2 * HOUR,
            created_at: now - 2 * HOUR,
          },
        ])
        .execute();
      await app.db
        .insertInto('account_tickets')
        .values([
          {
            user_id: me.id,
            purpose: 'changemobile',
            ticket_hash: `dead-${me.id}`,
            expires_at: now - 1,
            created_at: now - HOUR,
          },
          {
            user_id: me.id,
            purpose: 'changemobile',
            ticket_hash: `live-${me.id}`,
            expires_at: now + HOUR,
            created_at: now,
          },
        ])
        .execute();
      await app.db
        .insertInto('qr_logins')
        .values(
          ['dead', 'live'].map((state) => ({
            ticket_hash: `${state}-${me.id}`,
            secret_hash: 's',
            status: 'pending' as const,
            user_id: null,
            device: 'Safari',
            ip: '10.0.0.1',
            expires_at: state === 'dead' ? now - 1 : now + HOUR,
            created_at: now - HOUR,
            updated_at: now - HOUR,
          })),
        )
        .execute();

      await app.services.retention.run(now);

      const codes = await app.db
        .selectFrom('sms_codes')
        .select('code_hash')
        .where('mobile', '=', me.mobile)
        .where('event', '=', 'verify')
        .execute();
      expect(codes.map((c) => c.code_hash)).toEqual(['recent']);
      const sessions = await app.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', me.id)
        .execute();
      expect(sessions).toHaveLength(1);
      expect((await call(app, 'userInfo', {}, { token: me.token })).body.code).toBe(200);
      const exports = await app.db
        .selectFrom('data_exports')
        .select('ticket_hash')
        .where('user_id', '=', me.id)
        .execute();
      expect(exports.map((e) => e.ticket_hash)).toEqual([`today-${me.id}`]);
      const tickets = await app.db
        .selectFrom('account_tickets')
        .select('ticket_hash')
        .where('user_id', '=', me.id)
        .execute();
      expect(tickets.map((t) => t.ticket_hash)).toEqual([`live-${me.id}`]);
      const qr = await app.db
        .selectFrom('qr_logins')
        .select('ticket_hash')
        .where('ticket_hash', 'in', [`dead-${me.id}`, `live-${me.id}`])
        .execute();
      expect(qr.map((q) => q.ticket_hash)).toEqual([`live-${me.id}`]);
    });
  },
);
