import { beforeAll, describe, expect, it } from 'vitest';
import { freshIdentity, signUp } from '../../test/accounts';
import { call, databases, useTestApp } from '../../test/build-test-app';
import {
  engineerQuestions,
  insertHiringFixtures,
  type HiringFixtures,
} from '../../test/fixtures/hiring';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');

describe.each(databases)('join-us positions and applications on %s', (kind) => {
  const ctx = useTestApp(kind);
  let f: HiringFixtures;

  beforeAll(async () => {
    f = await insertHiringFixtures(ctx().app);
  });

  const refusal = (msg: string) => ({ code: 100, msg, data: null });

  async function uploadResume(token: string, bytes = pdf) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'cv.pdf');
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/index/resumeUpload',
      payload: form,
      headers: { authorization: `Bearer ${token}` },
    });
    return (res.json() as { data: { id: number } }).data.id;
  }

  /** A complete, valid application to the engineer position, to vary one thing at a time. */
  function engineerApplication(mobile = freshIdentity().mobile) {
    const [years, tools, work] = f.engineer.questions;
    return {
      position_id: f.engineer.id,
      name: '周墨',
      mobile,
      email: 'zhoumo@example.com',
      answers: [
        { question_id: years!.id, option_ids: [years!.option_ids[1]] },
        { question_id: tools!.id, option_ids: [tools!.option_ids[0], tools!.option_ids[2]] },
        { question_id: work!.id, text: '  《潮汐》：一段随潮位变化的光。  ' },
      ],
    };
  }

  const apply = (token: string | undefined, input: object, lang = 'en') =>
    call(ctx().app, 'joinUserCreate', { ...input, lang }, { method: 'POST', token });

  /** Refused in English and in Chinese with these messages, and nothing stored. */
  async function expectRefused(
    token: string,
    input: { mobile: string; [field: string]: unknown },
    en: string,
    zh: string,
  ) {
    expect((await apply(token, input, 'en')).body).toEqual(refusal(en));
    expect((await apply(token, input, 'zh-cn')).body).toEqual(refusal(zh));
    const rows = await ctx()
      .app.db.selectFrom('job_applications')
      .select('id')
      .where('mobile', '=', input.mobile)
      .execute();
    expect(rows).toHaveLength(0);
  }

  describe('joinUs', () => {
    it('lists open positions newest first, paged, in the asked language', async () => {
      const first = await call(ctx().app, 'joinUs', { page: 1, limit: 2, lang: 'en' });
      expect(first.body.data).toMatchObject({ total: 3, page: 1, limit: 2 });
      expect(first.body.data.list).toEqual([
        {
          id: f.engineer.id,
          title: 'Generative Art Engineer',
          department: 'Studio Technology',
          city: 'Hangzhou',
          kind: 'full_time',
          summary: 'Turn algorithms into collectable works, side by side with the artists.',
          headcount: 2,
          published_at: '2025-03-01T01:00:00.000Z',
        },
        // Untranslated: answered in Chinese.
        expect.objectContaining({ id: f.curator.id, title: '展览策划实习生', city: '杭州' }),
      ]);
      const second = await call(ctx().app, 'joinUs', { page: 2, limit: 2, lang: 'en' });
      expect(second.body.data.list.map((p: { title: string }) => p.title)).toEqual([
        'Super Individual: Resident Creator',
      ]);

      const zh = await call(ctx().app, 'joinUs', { lang: 'zh-cn' });
      expect(zh.body.data.list.map((p: { title: string }) => p.title)).toEqual([
        '生成艺术工程师',
        '展览策划实习生',
        '超级个体计划 · 驻留创作者',
      ]);
      expect(zh.body.data.list[0]).toMatchObject({ department: '工作室技术部', city: '杭州' });
    });

    it('never lists a closed position, and filters by kind', async () => {
      const all = await call(ctx().app, 'joinUs', { limit: 100 });
      const ids = all.body.data.list.map((p: { id: number }) => p.id);
      expect(ids).not.toContain(f.archivist.id);

      const fullTime = await call(ctx().app, 'joinUs', { kind: 'full_time', lang: 'en' });
      expect(fullTime.body.data).toMatchObject({ total: 1 });
      expect(fullTime.body.data.list.map((p: { title: string }) => p.title)).toEqual([
        'Generative Art Engineer',
      ]);
      const interns = await call(ctx().app, 'joinUs', { kind: 'intern' });
      expect(interns.body.data.list.map((p: { id: number }) => p.id)).toEqual([f.curator.id]);
    });
  });

  describe('joinUsInfo', () => {
    it('answers an open position in full, in both languages, with sanitised HTML', async () => {
      const en = await call(ctx().app, 'joinUsInfo', { id: f.engineer.id, lang: 'en' });
      expect(en.body.data).toMatchObject({
        id: f.engineer.id,
        title: 'Generative Art Engineer',
        kind: 'full_time',
        question_count: 5,
        requirements: expect.stringContaining('<li>Fluent in GLSL</li>'),
      });
      expect(en.body.data.description).toContain(
        '<p>You will look after the render pipeline of the Flowing Light series.</p>',
      );
      expect(en.body.data.description).toContain('<img src="/x.png" />');
      expect(en.body.data.description).not.toContain('onerror');
      expect(en.body.data.requirements).not.toContain('javascript:');

      const zh = await call(ctx().app, 'joinUsInfo', { id: f.engineer.id, lang: 'zh-cn' });
      expect(zh.body.data).toMatchObject({ title: '生成艺术工程师', department: '工作室技术部' });
      expect(zh.body.data.description).toBe('<p>你将维护「流光」系列的渲染管线。</p>');
    });

    it('falls back to Chinese where a position has no English', async () => {
      const res = await call(ctx().app, 'joinUsInfo', { id: f.curator.id, lang: 'en' });
      expect(res.body.data).toMatchObject({
        title: '展览策划实习生',
        department: '展览部',
        description: '<p>协助策展人完成展览。</p>',
        requirements: '<p>每周至少到岗四天。</p>',
        kind: 'intern',
        question_count: 1,
      });
      const none = await call(ctx().app, 'joinUsInfo', { id: f.resident.id, lang: 'en' });
      expect(none.body.data).toMatchObject({ question_count: 0, headcount: 6 });
    });

    it('refuses a closed or unknown position', async () => {
      for (const id of [f.archivist.id, 999_999]) {
        expect((await call(ctx().app, 'joinUsInfo', { id, lang: 'en' })).body).toEqual(
          refusal('This position does not exist or is no longer open'),
        );
        expect((await call(ctx().app, 'joinUsInfo', { id, lang: 'zh-cn' })).body).toEqual(
          refusal('该职位不存在或已停止招聘'),
        );
      }
    });
  });

  describe('joinUsQuestion', () => {
    it('answers the questionnaire in order, options only on choice questions', async () => {
      const [years, tools, work, more, start] = f.engineer.questions;
      const en = await call(ctx().app, 'joinUsQuestion', { id: f.engineer.id, lang: 'en' });
      expect(en.body.data).toEqual({
        position_id: f.engineer.id,
        questions: [
          {
            id: years!.id,
            kind: 'single',
            title: 'How long have you made generative art?',
            required: true,
            options: [
              { id: years!.option_ids[0], label: 'Less than a year' },
              { id: years!.option_ids[1], label: '1 to 3 years' },
              { id: years!.option_ids[2], label: 'More than 3 years' },
            ],
          },
          {
            id: tools!.id,
            kind: 'multiple',
            title: 'Which tools do you use?',
            required: true,
            options: [
              { id: tools!.option_ids[0], label: 'Processing' },
              { id: tools!.option_ids[1], label: 'TouchDesigner' },
              { id: tools!.option_ids[2], label: 'An engine of my own' },
            ],
          },
          {
            id: work!.id,
            kind: 'text',
            title: 'Tell us about the work you are proudest of',
            required: true,
            options: [],
          },
          {
            id: more!.id,
            kind: 'text',
            title: 'Anything else we should know?',
            required: false,
            options: [],
          },
          {
            id: start!.id,
            kind: 'single',
            title: 'When could you start?',
            required: false,
            options: [
              { id: start!.option_ids[0], label: 'Within a month' },
              { id: start!.option_ids[1], label: 'Within three months' },
            ],
          },
        ],
      });

      const zh = await call(ctx().app, 'joinUsQuestion', { id: f.engineer.id, lang: 'zh-cn' });
      const questions = zh.body.data.questions as Array<{
        title: string;
        options: Array<{ label: string }>;
      }>;
      expect(questions.map((q) => q.title)).toEqual([
        '你从事生成艺术多少年了？',
        '你常用哪些工具？',
        '介绍一件你最满意的作品',
        '还有什么想告诉我们的？',
        '最早何时可以入职？',
      ]);
      expect(questions[0]!.options.map((o) => o.label)).toEqual([
        '不足 1 年',
        '1 至 3 年',
        '3 年以上',
      ]);
    });

    it('falls back to Chinese, and refuses a closed position', async () => {
      const curator = await call(ctx().app, 'joinUsQuestion', { id: f.curator.id, lang: 'en' });
      expect(curator.body.data.questions).toEqual([
        {
          id: f.curator.questions[0]!.id,
          kind: 'text',
          title: '你为什么想加入艺术工坊？',
          required: true,
          options: [],
        },
      ]);
      const closed = await call(ctx().app, 'joinUsQuestion', { id: f.archivist.id, lang: 'en' });
      expect(closed.body).toEqual(refusal('This position does not exist or is no longer open'));
    });
  });

  describe('joinUserCreate', () => {
    it('takes a valid application without a resume, answers stored in questionnaire order', async () => {
      const user = await signUp(ctx().app);
      const input = engineerApplication();
      const res = await apply(user.token, input);
      expect(res.body).toMatchObject({
        code: 200,
        msg: 'OK',
        data: { position_id: f.engineer.id },
      });
      expect(Date.parse(res.body.data.created_at)).toBeGreaterThan(Date.now() - 60_000);

      const row = await ctx()
        .app.db.selectFrom('job_applications')
        .selectAll()
        .where('id', '=', res.body.data.id)
        .executeTakeFirstOrThrow();
      const [years, tools, work] = f.engineer.questions;
      expect(row).toMatchObject({
        position_id: f.engineer.id,
        user_id: user.id,
        name: '周墨',
        mobile: input.mobile,
        email: 'zhoumo@example.com',
        resume_id: null,
      });
      expect(JSON.parse(row.answers)).toEqual([
        { question_id: years!.id, option_ids: [years!.option_ids[1]], text: '' },
        {
          question_id: tools!.id,
          option_ids: [tools!.option_ids[0], tools!.option_ids[2]],
          text: '',
        },
        { question_id: work!.id, option_ids: [], text: '《潮汐》：一段随潮位变化的光。' },
      ]);
    });

    it('takes a valid application with the applicant’s own resume', async () => {
      const user = await signUp(ctx().app);
      const resumeId = await uploadResume(user.token);
      const [, , , more, start] = f.engineer.questions;
      const input = engineerApplication();
      input.answers.push(
        { question_id: more!.id, text: '周末也在画画。' },
        { question_id: start!.id, option_ids: [start!.option_ids[0]] },
      );
      const res = await apply(user.token, { ...input, resume_id: resumeId }, 'zh-cn');
      expect(res.body).toMatchObject({ code: 200, msg: '成功' });
      const row = await ctx()
        .app.db.selectFrom('job_applications')
        .select(['resume_id', 'answers'])
        .where('id', '=', res.body.data.id)
        .executeTakeFirstOrThrow();
      expect(row.resume_id).toBe(resumeId);
      expect(JSON.parse(row.answers)).toHaveLength(5);
    });

    it('takes an application to a position without questions', async () => {
      const user = await signUp(ctx().app);
      const res = await apply(user.token, {
        position_id: f.resident.id,
        name: 'Lin Yue',
        mobile: freshIdentity().mobile,
        email: 'lin.yue@example.com',
        answers: [],
      });
      expect(res.body).toMatchObject({ code: 200, data: { position_id: f.resident.id } });
    });

    it('refuses a visitor without a token', async () => {
      const res = await apply(undefined, engineerApplication());
      expect(res.body).toMatchObject({ code: 401 });
      const zh = await apply(undefined, engineerApplication(), 'zh-cn');
      expect(zh.body.msg).toBe('登录状态已失效，请重新登录');
    });

    it('refuses a closed or unknown position', async () => {
      const user = await signUp(ctx().app);
      for (const id of [f.archivist.id, 999_999]) {
        const input = { ...engineerApplication(), position_id: id, answers: [] };
        await expectRefused(
          user.token,
          input,
          'This position does not exist or is no longer open',
          '该职位不存在或已停止招聘',
        );
      }
    });

    it('refuses an application missing a required answer', async () => {
      const user = await signUp(ctx().app);
      const [years, tools, work] = f.engineer.questions;

      const noYears = engineerApplication();
      noYears.answers = noYears.answers.filter((a) => a.question_id !== years!.id);
      await expectRefused(
        user.token,
        noYears,
        'Please answer “How long have you made generative art?”',
        '请回答「你从事生成艺术多少年了？」',
      );

      const noTools = engineerApplication();
      noTools.answers[1] = { question_id: tools!.id, option_ids: [] };
      await expectRefused(
        user.token,
        noTools,
        'Please answer “Which tools do you use?”',
        '请回答「你常用哪些工具？」',
      );

      const blankText = engineerApplication();
      blankText.answers[2] = { question_id: work!.id, text: '   ' };
      await expectRefused(
        user.token,
        blankText,
        `Please answer “${engineerQuestions.work.en}”`,
        `请回答「${engineerQuestions.work['zh-cn']}」`,
      );
    });

    it('refuses a question that is not this position’s', async () => {
      const user = await signUp(ctx().app);
      const input = engineerApplication();
      input.answers.push({ question_id: f.curator.questions[0]!.id, text: '想学习策展。' });
      await expectRefused(
        user.token,
        input,
        'An answer is to a question this form does not ask; please reload the page',
        '回答中有不属于这份问卷的问题，请刷新页面后重试',
      );
    });

    it('refuses an option of another question, and options on a text question', async () => {
      const user = await signUp(ctx().app);
      const [years, tools, work, , start] = f.engineer.questions;

      const foreign = engineerApplication();
      foreign.answers[0] = { question_id: years!.id, option_ids: [start!.option_ids[0]] };
      await expectRefused(
        user.token,
        foreign,
        'The answer chosen is not one of the choices of “How long have you made generative art?”',
        '所选答案不是「你从事生成艺术多少年了？」的选项',
      );

      const mixed = engineerApplication();
      mixed.answers[1] = {
        question_id: tools!.id,
        option_ids: [tools!.option_ids[0], years!.option_ids[0]],
      };
      await expectRefused(
        user.token,
        mixed,
        'The answer chosen is not one of the choices of “Which tools do you use?”',
        '所选答案不是「你常用哪些工具？」的选项',
      );

      const onText = engineerApplication();
      onText.answers[2] = { question_id: work!.id, option_ids: [years!.option_ids[0]] };
      await expectRefused(
        user.token,
        onText,
        `The answer chosen is not one of the choices of “${engineerQuestions.work.en}”`,
        `所选答案不是「${engineerQuestions.work['zh-cn']}」的选项`,
      );
    });

    it('refuses two options on a single choice, and a question answered twice', async () => {
      const user = await signUp(ctx().app);
      const [years] = f.engineer.questions;

      const two = engineerApplication();
      two.answers[0] = {
        question_id: years!.id,
        option_ids: [years!.option_ids[0], years!.option_ids[1]],
      };
      await expectRefused(
        user.token,
        two,
        'Choose exactly one answer to “How long have you made generative art?”',
        '「你从事生成艺术多少年了？」只能选择一项',
      );

      const twice = engineerApplication();
      twice.answers.push({ question_id: years!.id, option_ids: [years!.option_ids[2]] });
      await expectRefused(
        user.token,
        twice,
        '“How long have you made generative art?” can be answered only once',
        '「你从事生成艺术多少年了？」只能回答一次',
      );
    });

    it('refuses a resume that is not the applicant’s own', async () => {
      const owner = await signUp(ctx().app);
      const other = await signUp(ctx().app);
      const resumeId = await uploadResume(owner.token);
      for (const id of [resumeId, 999_999]) {
        await expectRefused(
          other.token,
          { ...engineerApplication(), resume_id: id },
          'This resume is not one you uploaded; please upload it again',
          '未找到您上传的这份简历，请重新上传',
        );
      }
    });

    it('refuses badly formed fields, naming them', async () => {
      const user = await signUp(ctx().app);
      const badEmail = { ...engineerApplication(), email: 'zhoumo@' };
      await expectRefused(
        user.token,
        badEmail,
        'Please enter a valid e-mail address, such as name@example.com',
        '请输入正确的邮箱地址，如 name@example.com',
      );
      const noName = { ...engineerApplication(), name: '  ' };
      await expectRefused(user.token, noName, 'A name has 1-30 characters', '姓名为 1-30 个字符');
      const { position_id: _omitted, ...noPosition } = engineerApplication();
      await expectRefused(user.token, noPosition, 'Position is required', '职位 不能为空');
      const badAnswer = engineerApplication();
      const broken = { ...badAnswer, answers: [{ option_ids: [1] }] };
      await expectRefused(user.token, broken, 'Answers is required', '问卷回答 不能为空');
    });

    it('takes one application per mobile per position', async () => {
      const user = await signUp(ctx().app);
      const input = engineerApplication();
      expect((await apply(user.token, input)).body.code).toBe(200);
      const again = { ...input, name: '周墨墨', email: 'other@example.com' };
      expect((await apply(user.token, again)).body).toEqual(
        refusal('This mobile number has already applied for this position'),
      );
      expect((await apply(user.token, again, 'zh-cn')).body).toEqual(
        refusal('该手机号已申请过这个职位，请勿重复提交'),
      );
      // The same number may apply elsewhere, and another number here.
      const elsewhere = await apply(user.token, {
        ...input,
        position_id: f.resident.id,
        answers: [],
      });
      expect(elsewhere.body.code).toBe(200);
      expect((await apply(user.token, engineerApplication())).body.code).toBe(200);
    });

    it('keeps exactly one of ten concurrent identical submissions', async () => {
      const user = await signUp(ctx().app);
      const input = engineerApplication();
      const answers = await Promise.all(Array.from({ length: 10 }, () => apply(user.token, input)));
      const msgs = answers.map((a) => a.body.msg as string);
      expect(msgs.filter((m) => m === 'OK')).toHaveLength(1);
      expect(
        msgs.filter((m) => m === 'This mobile number has already applied for this position'),
      ).toHaveLength(9);
      const rows = await ctx()
        .app.db.selectFrom('job_applications')
        .select('id')
        .where('mobile', '=', input.mobile)
        .where('position_id', '=', f.engineer.id)
        .execute();
      expect(rows).toHaveLength(1);
    });
  });
});
