import type { APIRequestContext } from '@playwright/test';
import {
  api,
  registerAccount,
  signInThroughApi,
  staffToken,
  useToken,
  type TestAccount,
} from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { paidOrder, shipOrder } from './orders';
import { answerQuestions, type Question } from './questionnaire';

type Lang = 'zh-cn' | 'en';

interface GateInfo {
  gate_kind: 'order' | 'serial';
  gate_product: { id: number } | null;
}

interface Group {
  id: number;
  name: string;
  gated: boolean;
}

const words = {
  'zh-cn': {
    join: '登录后申请加入',
    about: '简介与公约',
    convention: '社群公约',
    submit: '提交申请',
    logIn: /^登\s?录$/,
    agreeRequired: '请阅读并勾选同意社区公约',
    agree: '我已阅读并同意社区公约',
    sent: '申请已提交',
    applications: '我的申请',
    pending: '审核中',
    refused: '未通过',
    approved: '已通过',
    joined: '您已加入社群',
    member: '已加入',
    badge: /^社区通知，1 条未读$/,
    notFit: '原因：与本社群的主题不太契合',
  },
  en: {
    join: 'Sign in to apply',
    about: 'About & convention',
    convention: 'Convention',
    submit: 'Send application',
    logIn: /^Log in$/,
    agreeRequired: 'Please read the community convention and tick “I agree”',
    agree: 'I have read and agree to the community convention',
    sent: 'Application sent',
    applications: 'My applications',
    pending: 'Pending',
    refused: 'Refused',
    approved: 'Approved',
    joined: 'You have joined the group',
    member: 'Member',
    badge: /^Community notices, 1 unread$/,
    notFit: 'Reason: Not a fit for this group’s theme',
  },
} as const;

async function groupsIn(request: APIRequestContext, lang: Lang): Promise<Group[]> {
  const groups = await api<{ list: Group[] }>(request, 'GET', 'group', { lang, limit: 50 });
  if (groups.list.length === 0) throw new Error('the demo studio has no community group');
  return groups.list;
}

async function questionsOf(request: APIRequestContext, id: number, lang: Lang) {
  const answer = await api<{ questions: Question[] }>(request, 'GET', 'groupQuestion', {
    group_id: id,
    lang,
  });
  return answer.questions;
}

async function applicationsOf(request: APIRequestContext, token: string) {
  return api<{ total: number; list: Array<{ id: number; status: string }> }>(
    request,
    'GET',
    'myGroupApplications',
    {},
    token,
  );
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`joining a group (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('a visitor reads a group, signs in, is stopped without agreeing, then applies', async ({
      page,
      request,
    }) => {
      const account = await registerAccount(request);
      const group = (await groupsIn(request, lang)).find((g) => !g.gated)!;
      const questions = await questionsOf(request, group.id, lang);

      // A visitor reads the group: its head, its about and convention.
      await page.goto('/COMMUNITY');
      await page
        .getByRole('link', { name: new RegExp(group.name) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(group.name);
      await page.getByRole('tab', { name: w.about }).click();
      await expect(page.getByRole('heading', { name: w.convention, exact: true })).toBeVisible();

      // Joining asks them to sign in, and brings them back.
      await page.getByRole('link', { name: w.join }).click();
      await expect(page).toHaveURL(/\/login/);
      await page.locator('#account').fill(account.username);
      await page.locator('#password').fill(account.password);
      await page.getByRole('button', { name: w.logIn }).click();
      await expect(page).toHaveURL(new RegExp(`/communityJoin\\?id=${group.id}`));

      // Answers without the agreement: stopped, and nothing sent.
      await answerQuestions(page, questions, 'I draw tides with code: <script>alert(1)</script>');
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByText(w.agreeRequired)).toBeVisible();
      expect((await applicationsOf(request, await tokenOf(request, account))).total).toBe(0);

      await page.getByRole('checkbox', { name: w.agree }).check();
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { name: w.sent })).toBeVisible();

      await page.goto('/communityCenter');
      await page.getByRole('tab', { name: w.applications }).click();
      const row = page.getByRole('list', { name: w.applications }).getByRole('listitem');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(group.name);
      await expect(row).toContainText(w.pending);
    });

    // Staff decide in the console (`communityApplicationDecide`), which the console part adds.
    test('an operator refuses one application and approves another; the applicant sees why and the notice', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const groups = (await groupsIn(request, lang)).filter((g) => !g.gated);
      const [first, second] = groups;
      if (!first || !second) throw new Error('the demo studio has fewer than two open groups');
      const account = await registerAccount(request);
      const ids: number[] = [];
      for (const group of [first, second]) {
        const questions = await questionsOf(request, group.id, lang);
        const applied = await api<{ id: number }>(
          request,
          'POST',
          'groupJoinCreate',
          {
            group_id: group.id,
            agree: true,
            answers: questions
              .filter((q) => q.required)
              .map((q) =>
                q.kind === 'text'
                  ? { question_id: q.id, text: 'Generative prints' }
                  : { question_id: q.id, option_ids: [q.options[0]!.id] },
              ),
          },
          account.token,
        );
        ids.push(applied.id);
      }
      const operator = await staffToken(request, 'operator', 'Operator@12345');
      await api(
        request,
        'POST',
        'communityApplicationDecide',
        { ids: [ids[0]], decision: 'refuse', reason_key: 'not_a_fit' },
        operator,
      );
      await api(
        request,
        'POST',
        'communityApplicationDecide',
        { ids: [ids[1]], decision: 'approve' },
        operator,
      );

      await useToken(context, account.token, baseURL ?? '');
      await page.goto('/communityCenter?tab=applications');
      const rows = page.getByRole('list', { name: w.applications }).getByRole('listitem');
      await expect(rows.filter({ hasText: first.name })).toContainText(w.refused);
      await expect(rows.filter({ hasText: first.name })).toContainText(w.notFit);
      await expect(rows.filter({ hasText: second.name })).toContainText(w.approved);
      // Two notices: the refusal's reason and the welcome; the header counts them.
      await expect(
        page.getByRole('link', { name: /社区通知|Community notices/ }).first(),
      ).toBeVisible();

      await page.goto(`/groupDetail?id=${second.id}`);
      await expect(page.getByText(w.member, { exact: true })).toBeVisible();
    });

    test('a collector of the gate work joins the gated group at once', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // Gated on a completed order (other journeys add groups gated on owning a serial).
      let gate: { id: number; productId: number } | undefined;
      for (const group of (await groupsIn(request, lang)).filter((g) => g.gated)) {
        const info = await api<GateInfo>(request, 'GET', 'groupInfo', { id: group.id });
        if (info.gate_kind === 'order' && info.gate_product) {
          gate = { id: group.id, productId: info.gate_product.id };
          break;
        }
      }
      if (!gate) throw new Error('the demo studio has no group gated on an order');
      const account = await registerAccount(request);
      await completedOrderOf(request, account, gate.productId);

      await useToken(context, account.token, baseURL ?? '');
      await page.goto(`/communityJoin?id=${gate.id}`);
      await page.getByRole('checkbox', { name: w.agree }).check();
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByRole('heading', { name: w.joined })).toBeVisible();
      await page.goto(`/groupDetail?id=${gate.id}`);
      await expect(page.getByText(w.member, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: w.badge }).first()).toBeVisible();
    });
  });
}

async function tokenOf(request: APIRequestContext, account: TestAccount): Promise<string> {
  return signInThroughApi(request, account.username, account.password);
}

/** An order of the product paid at the sandbox cashier, shipped by the studio and received. */
async function completedOrderOf(
  request: APIRequestContext,
  buyer: TestAccount,
  productId: number,
): Promise<void> {
  const order = await paidOrder(request, buyer, { productId });
  await shipOrder(request, order.order_id);
  await api(request, 'POST', 'receipt', { id: order.order_id }, buyer.token);
}
