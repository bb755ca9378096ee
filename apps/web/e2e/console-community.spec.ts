import type { APIRequestContext, Page } from '@playwright/test';
import { actionPath } from '@atelier/contract/all-routes';
import { api, makePng, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    groupsTitle: '社群管理',
    newGroup: '新建社群',
    name: '名称 · 中文',
    nameEn: '名称 · 英文',
    description: '简介 · 中文',
    convention: '社群公约 · 中文',
    addQuestion: '添加问题',
    question: '问题 · 中文',
    option: (n: number) => `选项 ${n} · 中文`,
    save: '保存社群',
    created: '社群已创建',
    version: (v: number) => `第 ${v} 版`,
    newVersion: (v: number) => `已保存，公约现为第 ${v} 版`,
    changed: (v: number) => `公约文字已修改：保存后生成第 ${v} 版。`,
    inbox: '入群申请',
    approve: /^通\s?过$/,
    refuse: /^拒\s?绝$/,
    reason: '不符合社群公约',
    done: '已处理 1 个',
    refused: '已拒绝',
    reports: '举报处理',
    hide: /^隐\s?藏$/,
    hidden: '已隐藏',
    noReports: '没有待处理的举报。',
  },
  en: {
    groupsTitle: 'Community groups',
    newGroup: 'New group',
    name: 'Name · Chinese',
    nameEn: 'Name · English',
    description: 'Description · Chinese',
    convention: 'Convention · Chinese',
    addQuestion: 'Add a question',
    question: 'Question · Chinese',
    option: (n: number) => `Option ${n} · Chinese`,
    save: 'Save',
    created: 'Group created',
    version: (v: number) => `v${v}`,
    newVersion: (v: number) => `Saved; the convention is now version ${v}`,
    changed: (v: number) => `The text has changed: saving makes version ${v}.`,
    inbox: 'Join applications',
    approve: /^Approve$/,
    refuse: /^Refuse$/,
    reason: 'At odds with the group’s convention',
    done: '1 decided',
    refused: 'Refused',
    reports: 'Reports',
    hide: /^Hide$/,
    hidden: 'Hidden',
    noReports: 'No open reports.',
  },
} as const;

async function asOperator(page: Page, request: APIRequestContext, baseURL: string) {
  const token = await signInThroughApi(request, 'operator', 'Operator@12345');
  await useToken(page.context(), token, baseURL);
  return token;
}

/** A group made through the console's action, with one required text question. */
async function groupThroughApi(request: APIRequestContext, token: string, name: string) {
  const cover = await uploadThroughApi(request, token);
  return api<{ id: number; convention_version: number; questions: Array<{ id: number }> }>(
    request,
    'POST',
    'communityGroupSave',
    {
      name_zh: name,
      name_en: name,
      description_zh: '一起研究大漆。',
      description_en: 'We study lacquer together.',
      cover,
      convention_zh: '友善交流。',
      convention_en: 'Be kind.',
      questions: [
        {
          kind: 'text',
          title_zh: '为什么想加入？',
          title_en: 'Why join?',
          required: true,
          options: [],
        },
      ],
    },
    token,
  );
}

async function uploadThroughApi(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post(actionPath('upload'), {
    headers: { Authorization: `Bearer ${token}` },
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: makePng(96) } },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { url: string } };
  if (body.code !== 200) throw new Error(`upload refused: ${body.msg}`);
  return body.data.url;
}

/** A customer who applied to the group through the join action, answering its question. */
async function applicant(
  request: APIRequestContext,
  group: { id: number; convention_version: number; questions: Array<{ id: number }> },
) {
  const account = await registerAccount(request);
  await api(
    request,
    'POST',
    'groupJoinCreate',
    {
      group_id: group.id,
      agree: true,
      convention_version: group.convention_version,
      answers: [{ question_id: group.questions[0]?.id, text: 'I lacquer bowls' }],
    },
    account.token,
  );
  return account;
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`an operator creates a group with a question, then changes its convention to a new version (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await useLanguage(page, lang);
    await asOperator(page, request, baseURL ?? '');
    const name = `漆艺 ${Date.now() % 100000}`;

    await page.goto('/admin/community-groups');
    await expect(page.getByRole('heading', { level: 1, name: w.groupsTitle })).toBeVisible();
    await page.getByRole('button', { name: w.newGroup }).click();
    await page.getByLabel(w.name, { exact: true }).fill(name);
    await page.getByLabel(w.description, { exact: true }).fill('一起研究大漆。');
    await page
      .locator('input[type=file]')
      .first()
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(96) });
    await page.getByLabel(w.convention, { exact: true }).fill('友善交流，不发广告。');
    await page.getByRole('button', { name: w.addQuestion }).click();
    await page.getByLabel(w.question, { exact: true }).fill('你做漆多久了？');
    await page.getByLabel(w.option(1), { exact: true }).fill('刚开始');
    await page.getByLabel(w.option(2), { exact: true }).fill('三年以上');
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.created)).toBeVisible();
    await expect(page).toHaveURL(/community-group\?id=\d+/);
    // The saved group is read back into the form before it is edited again.
    await expect(page.getByText(/Version 1, since|第 1 版，/)).toBeVisible();

    // A changed convention is announced before saving, and saved as version 2.
    await page.getByLabel(w.convention, { exact: true }).fill('友善交流，不发广告，注明出处。');
    await expect(page.getByText(w.changed(2))).toBeVisible();
    await page.getByRole('button', { name: w.save, exact: true }).click();
    await expect(page.getByText(w.newVersion(2))).toBeVisible();

    // The list shows the group at version 2 with its question kept.
    await page.goto(`/admin/community-groups?keyword=${encodeURIComponent(name)}`);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByText(w.version(2))).toBeVisible();
  });

  // Applications come from the join action of the site's groups.
  test(`an operator approves one application in the inbox and refuses another with a preset reason (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    await useLanguage(page, lang);
    const token = await asOperator(page, request, baseURL ?? '');
    const group = await groupThroughApi(request, token, `入群 ${Date.now() % 100000}`);
    const first = await applicant(request, group);
    const second = await applicant(request, group);

    await page.goto(`/admin/community-applications?group=${group.id}`);
    await expect(page.getByRole('heading', { level: 1, name: w.inbox })).toBeVisible();
    const firstRow = page.getByRole('row').filter({ hasText: first.username });
    const secondRow = page.getByRole('row').filter({ hasText: second.username });
    await firstRow.getByRole('button', { name: w.approve }).click();
    await expect(page.getByText(w.done)).toBeVisible();
    await expect(firstRow).toHaveCount(0);

    await secondRow.getByRole('button', { name: w.refuse }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(w.reason).check();
    await dialog.getByRole('button', { name: w.refuse }).click();
    await expect(secondRow).toHaveCount(0);

    await page.goto(`/admin/community-applications?group=${group.id}&status=refused`);
    const refused = page.getByRole('row').filter({ hasText: second.username });
    await expect(refused.getByText(w.reason)).toBeVisible();
  });

  // Posts and reports come from the members' actions of the site's groups.
  test(`an operator hides a reported post (${lang})`, async ({ page, request, baseURL }) => {
    await useLanguage(page, lang);
    const token = await asOperator(page, request, baseURL ?? '');
    const group = await groupThroughApi(request, token, `举报 ${Date.now() % 100000}`);
    const author = await applicant(request, group);
    const reporter = await applicant(request, group);
    const waiting = await api<{ list: Array<{ id: number }> }>(
      request,
      'GET',
      'communityApplicationList',
      { group_id: group.id },
      token,
    );
    await api(
      request,
      'POST',
      'communityApplicationDecide',
      { ids: waiting.list.map((row) => row.id), decision: 'approve' },
      token,
    );
    const text = `<script>alert(1)</script> buy now ${Date.now()}`;
    const post = await api<{ id: number }>(
      request,
      'POST',
      'groupPostCreate',
      { group_id: group.id, text },
      author.token,
    );
    await api(request, 'POST', 'groupReport', { post_id: post.id, reason: 'spam' }, reporter.token);

    await page.goto(`/admin/community-reports?group=${group.id}`);
    await expect(page.getByRole('heading', { level: 1, name: w.reports })).toBeVisible();
    // The member's text arrives as text, never as markup.
    const row = page.getByRole('row').filter({ hasText: text });
    await expect(row.getByTestId('reported-text')).toHaveText(text);
    await row.getByRole('button', { name: w.hide }).click();
    await expect(page.getByText(w.noReports)).toBeVisible();
    await page.goto(`/admin/community-reports?group=${group.id}&status=hidden`);
    await expect(
      page.getByRole('row').filter({ hasText: text }).getByText(w.hidden).first(),
    ).toBeVisible();

    // The author reads why in their community centre, the opening of the post quoted as text.
    await useToken(page.context(), author.token, baseURL ?? '');
    await page.goto('/communityCenter?tab=notices');
    await expect(
      page.getByText(/已被管理员隐藏|was hidden by a moderator/).filter({ hasText: '<script>' }),
    ).toBeVisible();
  });
}

test('an editor does not see the community in the console menu', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await signInThroughApi(request, 'editor', 'Editor@12345');
  await useToken(page.context(), token, baseURL ?? '');
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /社群管理|Community groups/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /入群申请|Join applications/ })).toHaveCount(0);
});
