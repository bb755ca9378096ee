import type { AuditTarget } from '@atelier/contract';
import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import { staffMember } from '../../test/staff';
import { getInEnglish as get, ok, postInEnglish as post, refusal } from '../../test/fixtures/order';
import { insertShop } from '../../test/fixtures/group';
import { insertHiringFixtures, type HiringFixtures } from '../../test/fixtures/hiring';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
const NO_PERMISSION = 'You have no permission to do this';

interface Question {
  id: number;
  kind: string;
  title_zh: string;
  title_en: string;
  required: boolean;
  options: Array<{ id: number; label_zh: string; label_en: string }>;
}
interface PositionInfo {
  id: number;
  status: string;
  title: string;
  question_count: number;
  application_count: number;
  missing_english: string[];
  closed_at: string | null;
  body: Record<string, unknown> & { questions: Question[] };
}
interface ApplicationInfo {
  id: number;
  status: string;
  name: string;
  position: { id: number; title: string };
  has_resume: boolean;
  answers: Array<{ question: string; kind: string; answer: string; retired: boolean }>;
  resume: { name: string; size: number } | null;
  moves: Array<{ from: string; to: string; note: string; by: string }>;
  next: string[];
}

/** A new posting's body: a draft with one choice and one text question. */
function postingBody(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'full_time',
    status: 'draft',
    title_zh: '交互设计师',
    title_en: 'Interaction Designer',
    department_zh: '体验部',
    department_en: 'Experience',
    city_zh: '上海',
    city_en: 'Shanghai',
    summary_zh: '设计观众与作品相遇的方式。',
    summary_en: '',
    description_zh: '<p>与艺术家共事。</p><script>alert(1)</script>',
    description_en: '<p>Work with the artists.</p><img src="/a.png" onerror="alert(1)">',
    requirements_zh: '<ul><li>作品集</li></ul>',
    requirements_en: '<ul><li>A portfolio</li></ul>',
    headcount: 1,
    questions: [
      {
        kind: 'single',
        title_zh: '你会哪种原型工具？',
        title_en: 'Which prototyping tool do you use?',
        required: true,
        options: [
          { label_zh: 'Figma', label_en: 'Figma' },
          { label_zh: '纸笔', label_en: 'Pen and paper' },
        ],
      },
      { kind: 'text', title_zh: '作品集链接', title_en: 'Portfolio link', required: false },
    ],
    ...overrides,
  };
}

describe.each(databases)('hiring in the console on %s', (kind) => {
  const ctx = useTestApp(kind);
  let f: HiringFixtures;
  let editor: { token: string };
  let operator: { token: string; id: number };
  let customer: { token: string; id: number };

  beforeAll(async () => {
    const { app } = ctx();
    await insertShop(app);
    f = await insertHiringFixtures(app);
    editor = await staffMember(app, 'editor');
    operator = await staffMember(app, 'operator');
    customer = await signUp(app, 'cus');
  });

  async function uploadResume(app: FastifyInstance, token: string) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)]), '林澈 简历.pdf');
    const res = await app.inject({
      method: 'POST',
      url: '/api/index/resumeUpload',
      payload: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return (res.json() as { data: { id: number } }).data.id;
  }

  /** A customer's application to the engineer posting (every question answered), with a résumé unless told otherwise. */
  async function applied(name = '周墨', withResume = true) {
    const { app } = ctx();
    const applicant = await signUp(app, 'app');
    const form = await ok<{
      questions: Array<{ id: number; kind: string; options: Array<{ id: number }> }>;
    }>(call(app, 'joinUsQuestion', { id: f.engineer.id, lang: 'en' }));
    const answers = form.questions.map((q) =>
      q.kind === 'text'
        ? { question_id: q.id, text: '《潮汐》' }
        : {
            question_id: q.id,
            option_ids:
              q.kind === 'single' ? [q.options[1]!.id] : [q.options[0]!.id, q.options[2]!.id],
          },
    );
    const resume_id = withResume ? await uploadResume(app, applicant.token) : undefined;
    const created = await ok<{ id: number }>(
      call(
        app,
        'joinUserCreate',
        {
          position_id: f.engineer.id,
          name,
          mobile: freshIdentity().mobile,
          email: `${name.length}x@example.com`,
          answers,
          ...(resume_id ? { resume_id } : {}),
          lang: 'en',
        },
        { method: 'POST', token: applicant.token },
      ),
    );
    return created.id;
  }

  const download = (id: number | string, token?: string, lang = 'en') =>
    ctx().app.inject({
      method: 'GET',
      url: `${APPLICATION_RESUME_PATH}?id=${id}&lang=${lang}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  const auditOf = (type: AuditTarget, id: number) =>
    ctx()
      .app.db.selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', type)
      .where('target_id', '=', String(id))
      .orderBy('id')
      .execute();

  describe('postings', () => {
    it('are refused to visitors, customers and operators, and nothing is stored', async () => {
      const { app } = ctx();
      const before = await app.db.selectFrom('job_positions').select('id').execute();
      expect((await get(app, 'positionList', {})).body.code).toBe(401);
      for (const token of [customer.token, operator.token]) {
        expect(await refusal(get(app, 'positionList', {}, token))).toBe(NO_PERMISSION);
        expect(await refusal(post(app, 'positionSave', { body: postingBody() }, token))).toBe(
          NO_PERMISSION,
        );
      }
      expect(await app.db.selectFrom('job_positions').select('id').execute()).toHaveLength(
        before.length,
      );
    });

    it('saves a draft unseen by visitors, sanitised, flagged for missing English, audited', async () => {
      const { app } = ctx();
      const saved = await ok<PositionInfo>(
        post(app, 'positionSave', { body: postingBody() }, editor.token),
      );
      expect(saved).toMatchObject({
        status: 'draft',
        title: 'Interaction Designer',
        question_count: 2,
        application_count: 0,
        missing_english: ['summary'],
        closed_at: null,
      });
      expect(saved.body.description_zh).toBe('<p>与艺术家共事。</p>');
      expect(saved.body.description_en).not.toContain('onerror');
      expect(saved.body.questions.map((q) => [q.kind, q.title_en, q.options.length])).toEqual([
        ['single', 'Which prototyping tool do you use?', 2],
        ['text', 'Portfolio link', 0],
      ]);
      const listed = await ok<{ list: Array<{ id: number }> }>(
        call(app, 'joinUs', { limit: 50, lang: 'en' }),
      );
      expect(listed.list.map((p) => p.id)).not.toContain(saved.id);
      const [row] = await auditOf('position', saved.id);
      expect(row).toMatchObject({ action: 'positionSave' });
      expect(JSON.parse(row!.changes)).toBeTruthy();

      // Opening it puts it on the join-us page; closing records when and takes it off.
      const opened = await ok<PositionInfo>(
        post(
          app,
          'positionSave',
          { id: saved.id, body: { ...saved.body, status: 'open' } },
          editor.token,
        ),
      );
      expect(opened.status).toBe('open');
      const info = await ok<{ title: string; description: string }>(
        call(app, 'joinUsInfo', { id: saved.id, lang: 'en' }),
      );
      expect(info.title).toBe('Interaction Designer');
      expect(info.description).not.toMatch(/onerror|<script/);
      const closed = await ok<PositionInfo>(
        post(
          app,
          'positionSave',
          { id: saved.id, body: { ...opened.body, status: 'closed' } },
          editor.token,
        ),
      );
      expect(closed.closed_at).not.toBeNull();
      expect((await call(app, 'joinUsInfo', { id: saved.id, lang: 'en' })).body.msg).toBe(
        'This position does not exist or is no longer open',
      );
      expect(await auditOf('position', saved.id)).toHaveLength(3);
    });

    it('refuses a malformed questionnaire or an unknown posting in both languages, storing nothing', async () => {
      const { app } = ctx();
      const count = async () =>
        (
          await app.db
            .selectFrom('questionnaire_questions')
            .select('id')
            .where('owner_kind', '=', 'position')
            .execute()
        ).length;
      const questions = await count();
      const oneOption = postingBody({
        questions: [
          {
            kind: 'multiple',
            title_zh: '你用什么？',
            required: true,
            options: [{ label_zh: '笔' }],
          },
        ],
      });
      expect(await refusal(post(app, 'positionSave', { body: oneOption }, editor.token))).toBe(
        'Question 1 is a choice question and needs at least two options',
      );
      expect(
        await refusal(post(app, 'positionSave', { body: oneOption, lang: 'zh-cn' }, editor.token)),
      ).toBe('第 1 题是选择题，至少需要两个选项');
      const textWithOptions = postingBody({
        questions: [
          {
            kind: 'text',
            title_zh: '简述',
            required: true,
            options: [{ label_zh: 'a' }, { label_zh: 'b' }],
          },
        ],
      });
      expect(
        await refusal(post(app, 'positionSave', { body: textWithOptions }, editor.token)),
      ).toBe('Question 1 is a text question and cannot have options');
      expect(
        await refusal(
          post(app, 'positionSave', { id: 999_999, body: postingBody() }, editor.token),
        ),
      ).toBe('This position does not exist');
      expect(await refusal(get(app, 'positionInfo', { id: 999_999 }, editor.token))).toBe(
        'This position does not exist',
      );
      // Another posting's question is not this one's to keep.
      const foreign = postingBody({
        questions: [
          { id: f.engineer.questions[2]!.id, kind: 'text', title_zh: '借来的', required: true },
        ],
      });
      expect(
        await refusal(post(app, 'positionSave', { id: f.curator.id, body: foreign }, editor.token)),
      ).toBe(
        'The questionnaire names a question or option this position does not have; reload and try again',
      );
      const blank = await post(
        app,
        'positionSave',
        { body: postingBody({ title_zh: ' ' }) },
        editor.token,
      );
      expect(blank.body.code).toBe(100);
      expect(await count()).toBe(questions);
    });

    it('keeps the answers to a question taken out of an answered questionnaire readable', async () => {
      const { app } = ctx();
      const applicationId = await applied('林澈');
      const before = await ok<PositionInfo>(
        get(app, 'positionInfo', { id: f.engineer.id }, editor.token),
      );
      expect(before.application_count).toBeGreaterThan(0);
      // Drop the "tools" question, reword the first, add a new one.
      const [years, , ...rest] = before.body.questions;
      const body = {
        ...before.body,
        questions: [
          { ...years!, title_en: 'Years making generative art' },
          ...rest,
          { kind: 'text', title_zh: '你的网站', title_en: 'Your website', required: false },
        ],
      };
      const after = await ok<PositionInfo>(
        post(app, 'positionSave', { id: f.engineer.id, body }, editor.token),
      );
      expect(after.body.questions.map((q) => q.title_en)).toEqual([
        'Years making generative art',
        'Tell us about the work you are proudest of',
        'Anything else we should know?',
        'When could you start?',
        'Your website',
      ]);
      const publicForm = await ok<{ questions: Array<{ title: string }> }>(
        call(app, 'joinUsQuestion', { id: f.engineer.id, lang: 'en' }),
      );
      expect(publicForm.questions.map((q) => q.title)).not.toContain('Which tools do you use?');

      const shown = await ok<ApplicationInfo>(
        get(app, 'applicationInfo', { id: applicationId }, operator.token),
      );
      expect(shown.answers[0]).toEqual({
        question: 'Years making generative art',
        kind: 'single',
        answer: '1 to 3 years',
        retired: false,
      });
      // The answer to the question taken out stays, named by its question, after the live ones.
      expect(shown.answers.at(-1)).toEqual({
        question: 'Which tools do you use?',
        kind: 'multiple',
        answer: expect.stringContaining(', '),
        retired: true,
      });
      expect(shown.answers).toHaveLength(5);
    });
  });

  describe('the applications inbox', () => {
    it('is refused to visitors, customers and editors', async () => {
      const { app } = ctx();
      const id = await applied();
      expect((await get(app, 'applicationList', {})).body.code).toBe(401);
      for (const token of [customer.token, editor.token]) {
        expect(await refusal(get(app, 'applicationList', {}, token))).toBe(NO_PERMISSION);
        expect(await refusal(get(app, 'applicationExport', {}, token))).toBe(NO_PERMISSION);
        expect(
          await refusal(post(app, 'applicationMove', { id, from: 'new', to: 'reviewing' }, token)),
        ).toBe(NO_PERMISSION);
      }
      const info = await ok<ApplicationInfo>(get(app, 'applicationInfo', { id }, operator.token));
      expect(info.status).toBe('new');
    });

    it('filters by posting, status, keyword and day applied', async () => {
      const { app } = ctx();
      const named = await applied('Ada Lovelace');
      const other = await applied('周清');
      const page = await ok<{ list: Array<{ id: number; name: string }>; total: number }>(
        get(app, 'applicationList', { keyword: 'lovelace', limit: 100 }, operator.token),
      );
      expect(page.list.map((a) => a.id)).toEqual([named]);
      await ok(
        post(app, 'applicationMove', { id: other, from: 'new', to: 'reviewing' }, operator.token),
      );
      const reviewing = await ok<{ list: Array<{ id: number }> }>(
        get(app, 'applicationList', { status: 'reviewing', limit: 100 }, operator.token),
      );
      expect(reviewing.list.map((a) => a.id)).toContain(other);
      expect(reviewing.list.map((a) => a.id)).not.toContain(named);
      const curator = await ok<{ total: number }>(
        get(app, 'applicationList', { position_id: f.curator.id }, operator.token),
      );
      expect(curator.total).toBe(0);
      // Put one application on a known day, in the shop's time zone (Shanghai).
      await app.db
        .updateTable('job_applications')
        .set({ created_at: Date.parse('2025-05-04T10:00:00+08:00') })
        .where('id', '=', named)
        .execute();
      const day = await ok<{ list: Array<{ id: number }> }>(
        get(app, 'applicationList', { from: '2025-05-04', to: '2025-05-04' }, operator.token),
      );
      expect(day.list.map((a) => a.id)).toEqual([named]);
      // A `%` is a character, not a wildcard.
      const literal = await ok<{ total: number }>(
        get(app, 'applicationList', { keyword: '%' }, operator.token),
      );
      expect(literal.total).toBe(0);
    });

    it('moves an application along with notes, each move in its history and the audit trail', async () => {
      const { app } = ctx();
      const id = await applied();
      const reviewing = await ok<ApplicationInfo>(
        post(app, 'applicationMove', { id, from: 'new', to: 'reviewing' }, operator.token),
      );
      expect(reviewing.next).toEqual(['interview', 'declined']);
      const interview = await ok<ApplicationInfo>(
        post(
          app,
          'applicationMove',
          { id, from: 'reviewing', to: 'interview', note: 'Strong portfolio' },
          operator.token,
        ),
      );
      expect(interview.status).toBe('interview');
      expect(interview.moves.map((m) => [m.from, m.to, m.note])).toEqual([
        ['new', 'reviewing', ''],
        ['reviewing', 'interview', 'Strong portfolio'],
      ]);
      expect(interview.moves[1]!.by).toMatch(/^ope/);
      const audit = await auditOf('application', id);
      expect(audit).toHaveLength(2);
      expect(JSON.parse(audit[1]!.changes)).toEqual({
        before: { status: 'reviewing', note: null },
        after: { status: 'interview', note: 'Strong portfolio' },
      });

      // A move the flow does not allow, a stale one and an unknown application are refused.
      expect(
        await refusal(
          post(app, 'applicationMove', { id, from: 'interview', to: 'new' }, operator.token),
        ),
      ).toBe('An application cannot move from “Interview” to “New”');
      expect(
        await refusal(
          post(
            app,
            'applicationMove',
            { id, from: 'interview', to: 'new', lang: 'zh-cn' },
            operator.token,
          ),
        ),
      ).toBe('投递不能从「面试」改为「新投递」');
      expect(
        await refusal(
          post(app, 'applicationMove', { id, from: 'new', to: 'reviewing' }, operator.token),
        ),
      ).toBe('Someone else has moved this application meanwhile; reload and try again');
      expect(
        await refusal(
          post(
            app,
            'applicationMove',
            { id: 999_999, from: 'new', to: 'reviewing' },
            operator.token,
          ),
        ),
      ).toBe('This application does not exist');
      expect(
        (await post(app, 'applicationMove', { id, from: 'interview', to: 'lost' }, operator.token))
          .body.code,
      ).toBe(100);
      expect(await auditOf('application', id)).toHaveLength(2);
    });

    it('lets one of two moves made at once land: one history, the other told', async () => {
      const { app } = ctx();
      const id = await applied();
      const other = await staffMember(app, 'admin');
      const answers = await Promise.all([
        post(
          app,
          'applicationMove',
          { id, from: 'new', to: 'reviewing', note: 'A' },
          operator.token,
        ),
        post(app, 'applicationMove', { id, from: 'new', to: 'declined', note: 'B' }, other.token),
      ]);
      const codes = answers.map((a) => a.body.code).sort();
      expect(codes).toEqual([100, 200]);
      const lost = answers.find((a) => a.body.code === 100)!;
      expect(lost.body.msg).toBe(
        'Someone else has moved this application meanwhile; reload and try again',
      );
      const info = await ok<ApplicationInfo>(get(app, 'applicationInfo', { id }, operator.token));
      expect(info.moves).toHaveLength(1);
      expect(info.status).toBe(info.moves[0]!.to);
      expect(await auditOf('application', id)).toHaveLength(1);
    });

    it('exports the filtered applications as CSV headed in the request’s language', async () => {
      const { app } = ctx();
      const id = await applied('=HYPERLINK("x")');
      const en = await ok<{ csv: string; rows: number; filename: string }>(
        get(app, 'applicationExport', { keyword: 'HYPERLINK' }, operator.token),
      );
      expect(en.rows).toBe(1);
      expect(en.filename).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
      const [header, line] = en.csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(header).toBe('No.,Position,Name,Mobile,Email,Status,Résumé,Applied at');
      expect(line).toContain(`${id},Generative Art Engineer,"'=HYPERLINK(""x"")"`);
      expect(line).toContain(',New,Yes,');
      const zh = await ok<{ csv: string }>(
        get(app, 'applicationExport', { keyword: 'HYPERLINK', lang: 'zh-cn' }, operator.token),
      );
      expect(zh.csv.replace(/^\uFEFF/, '').split('\n')[0]).toBe(
        '编号,职位,姓名,手机号,邮箱,状态,简历,投递时间',
      );
      expect(zh.csv).toContain('生成艺术工程师');
      expect(zh.csv).toContain(',新投递,有,');
    });
  });

  describe('résumé download', () => {
    it('streams the PDF to staff with hiring, as an attachment never cached', async () => {
      const id = await applied();
      const res = await download(id, operator.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="resume-${id}.pdf"; filename*=UTF-8''${encodeURIComponent('林澈 简历.pdf')}`,
      );
      expect(res.rawPayload.equals(pdf)).toBe(true);
      const info = await ok<ApplicationInfo>(
        get(ctx().app, 'applicationInfo', { id }, operator.token),
      );
      expect(info.resume).toEqual({ name: '林澈 简历.pdf', size: pdf.length });
    });

    it('refuses a visitor, a customer (its own applicant too) and an editor', async () => {
      const id = await applied();
      const visitor = await download(id);
      expect(visitor.json().code).toBe(401);
      expect(visitor.body).not.toContain('%PDF');
      for (const token of [customer.token, editor.token]) {
        const res = await download(id, token);
        expect(res.json()).toMatchObject({ code: 100, msg: NO_PERMISSION });
        expect(res.body).not.toContain('%PDF');
      }
      const zh = await download(id, customer.token, 'zh-cn');
      expect(zh.json().msg).not.toBe(NO_PERMISSION);
      expect(zh.body).not.toContain('%PDF');
    });

    it('tells staff when there is no résumé or no application, and refuses a malformed id', async () => {
      const without = await applied('无简历', false);
      expect((await download(without, operator.token)).json()).toMatchObject({
        code: 100,
        msg: 'This application has no résumé',
      });
      expect((await download(999_999, operator.token)).json()).toMatchObject({
        code: 100,
        msg: 'This application has no résumé',
      });
      const bad = await download('abc', operator.token);
      expect(bad.json().code).toBe(100);
      expect(bad.body).not.toContain('%PDF');
    });
  });
});
