import { APPLICATION_RESUME_PATH } from '@atelier/contract/hiring-codes';
import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { api, makePdf, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    inbox: '投递管理',
    keyword: '姓名、手机号或邮箱',
    search: /^搜\s?索$/,
    moveTo: '改为',
    interview: '面试',
    note: '备注（可选）',
    move: /^确\s?认$/,
    moved: '已改为面试',
    download: '下载简历',
    noPermission: '没有权限执行此操作',
  },
  en: {
    inbox: 'Applications',
    keyword: 'Name, mobile or email',
    search: /^Search$/,
    moveTo: 'Move to',
    interview: 'Interview',
    note: 'Note (optional)',
    move: /^Move$/,
    moved: 'Moved to Interview',
    download: 'Download résumé',
    noPermission: 'You have no permission to do this',
  },
} as const;

interface Question {
  id: number;
  kind: 'text' | 'single' | 'multiple';
  options: Array<{ id: number }>;
}

/** A new customer's application, every question answered, with a résumé; answers its id. */
async function applicationWithResume(request: APIRequestContext, name: string, pdf: Buffer) {
  const applicant = await registerAccount(request);
  const upload = await request.post('/api/index/resumeUpload', {
    headers: { Authorization: `Bearer ${applicant.token}` },
    multipart: { file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf } },
  });
  const resume = ((await upload.json()) as { data: { id: number } }).data;
  const open = await api<{ list: Array<{ id: number }> }>(request, 'GET', 'joinUs', { limit: 1 });
  const positionId = open.list[0]!.id;
  const form = await api<{ questions: Question[] }>(request, 'GET', 'joinUsQuestion', {
    id: positionId,
  });
  const created = await api<{ id: number }>(
    request,
    'POST',
    'joinUserCreate',
    {
      position_id: positionId,
      name,
      mobile: applicant.mobile,
      email: `${applicant.username}@example.com`,
      resume_id: resume.id,
      answers: form.questions.map((q) =>
        q.kind === 'text'
          ? { question_id: q.id, text: 'Light that follows the tide.' }
          : { question_id: q.id, option_ids: [q.options[0]!.id] },
      ),
    },
    applicant.token,
  );
  return { id: created.id, customerToken: applicant.token };
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`the applications inbox (${lang})`, () => {
    test('an operator moves an application to interview and downloads its résumé, which a customer and a visitor cannot', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const name = `Journey ${lang} ${Date.now()}`;
      const pdf = makePdf(`Resume of ${name}`);
      const { id, customerToken } = await applicationWithResume(request, name, pdf);
      const operator = await signInThroughApi(request, 'operator', 'Operator@12345');
      // Screening happened already; the journey takes it to the interview.
      await api(request, 'POST', 'applicationMove', { id, from: 'new', to: 'reviewing' }, operator);

      await useLanguage(page, lang);
      await useToken(context, operator, baseURL ?? '');
      await page.goto('/admin/applications');
      await expect(page.getByRole('heading', { level: 1, name: w.inbox })).toBeVisible();
      await page.getByRole('textbox', { name: w.keyword }).fill(name);
      await page.getByRole('button', { name: w.search }).click();
      await page.getByRole('link', { name }).click();

      await page.getByRole('combobox', { name: w.moveTo }).selectOption({ label: w.interview });
      await page.getByLabel(w.note).fill('Portfolio review on Tuesday');
      await page.getByRole('button', { name: w.move }).click();
      await expect(page.getByText(w.moved)).toBeVisible();
      await expect(page.getByText('Portfolio review on Tuesday')).toBeVisible();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: new RegExp(w.download) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('cv.pdf');
      const bytes = await readFile((await download.path())!);
      expect(bytes.equals(pdf)).toBe(true);

      // The same address refuses a customer (the applicant themself) and a visitor.
      const url = `${APPLICATION_RESUME_PATH}?id=${id}&lang=${lang}`;
      const asCustomer = await request.get(url, {
        headers: { Authorization: `Bearer ${customerToken}` },
      });
      const refused = (await asCustomer.json()) as { code: number; msg: string };
      expect(refused).toMatchObject({ code: 100, msg: w.noPermission });
      const asVisitor = await request.get(url);
      expect(((await asVisitor.json()) as { code: number }).code).toBe(401);
      expect((await asVisitor.body()).includes(Buffer.from('%PDF'))).toBe(false);
    });
  });
}
