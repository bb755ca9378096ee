import { writeFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { api, makePdf, signInThroughApi, useToken } from './accounts';
import { expect, test } from './fixtures';
import { answerQuestions, type Question } from './questionnaire';

interface PositionCard {
  id: number;
  title: string;
  kind: 'full_time' | 'intern' | 'programme';
}

const demo = { account: 'demo', password: 'Demo@12345' };

async function openPositions(request: APIRequestContext): Promise<PositionCard[]> {
  const page = await api<{ list: PositionCard[] }>(request, 'GET', 'joinUs', {
    limit: 100,
    lang: 'zh-cn',
  });
  if (page.list.length < 2) throw new Error('the demo studio has fewer than two open positions');
  return page.list;
}

async function questionsOf(request: APIRequestContext, id: number): Promise<Question[]> {
  const answer = await api<{ questions: Question[] }>(request, 'GET', 'joinUsQuestion', {
    id,
    lang: 'zh-cn',
  });
  return answer.questions;
}

test.describe('join us', () => {
  test('the demo customer applies with a resume, answering the questionnaire, and is confirmed', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const [position] = await openPositions(request);
    if (!position) throw new Error('no open position');
    const questions = await questionsOf(request, position.id);
    const token = await signInThroughApi(request, demo.account, demo.password);
    const me = await api<{ mobile: string; nickname: string }>(
      request,
      'GET',
      'userInfo',
      {},
      token,
    );
    await useToken(context, token, baseURL ?? '');

    // From the list to the position.
    await page.goto('/joinUs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '在西湖边，和艺术家一起做作品',
    );
    await page
      .getByRole('list', { name: '职位列表' })
      .getByRole('link', { name: position.title })
      .click();
    await expect(page).toHaveURL(new RegExp(`/joinUsDetails\\?id=${position.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(position.title);

    // The form knows who is applying.
    await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue(me.mobile);
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue(me.nickname);
    await page.getByRole('textbox', { name: '姓名' }).fill('林小满');
    await page.getByRole('textbox', { name: '邮箱' }).fill('xiaoman@atelier.example');
    await answerQuestions(page, questions, '《流光》之后的一组生成作品，用潮汐数据驱动光的流动。');

    // A resume: a real PDF, named and sized once chosen.
    const resume = testInfo.outputPath('lin-xiaoman-resume.pdf');
    writeFileSync(resume, makePdf('Lin Xiaoman - Resume'));
    await page.locator('input[type="file"]').setInputFiles(resume);
    await expect(page.getByText('lin-xiaoman-resume.pdf')).toBeVisible();
    await expect(page.getByText('1 KB')).toBeVisible();

    await page.getByRole('button', { name: '提交申请' }).click();

    const done = page.getByRole('region', { name: '我们收到了您的申请' });
    await expect(done).toBeVisible();
    await expect(done).toContainText(`感谢您申请「${position.title}」`);
    await expect(done).toContainText(`如果合适，我们会打电话到 ${me.mobile}`);
    await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
    await done.getByRole('link', { name: /查看其他职位/ }).click();
    await expect(page).toHaveURL(/\/joinUs$/);
  });

  test('a second application to the same position is refused with the reason', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const positions = await openPositions(request);
    const position = positions[1];
    if (!position) throw new Error('no second open position');
    const questions = await questionsOf(request, position.id);
    const token = await signInThroughApi(request, demo.account, demo.password);
    await useToken(context, token, baseURL ?? '');

    await page.goto(`/joinUsDetails?id=${position.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(position.title);
    const apply = async () => {
      await page.getByRole('textbox', { name: '邮箱' }).fill('xiaoman@atelier.example');
      await answerQuestions(
        page,
        questions,
        '《流光》之后的一组生成作品，用潮汐数据驱动光的流动。',
      );
      await page.getByRole('button', { name: '提交申请' }).click();
    };
    await apply();
    await expect(page.getByRole('heading', { name: '我们收到了您的申请' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(position.title);
    await apply();
    const refusal = page.getByRole('alert').filter({ hasText: '申请没有提交成功' });
    await expect(refusal).toContainText('该手机号已申请过这个职位，请勿重复提交');
    await expect(page.getByRole('heading', { name: '我们收到了您的申请' })).toHaveCount(0);
    // Shown once, in the form: not a second time as a notification.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
  });

  test('an anonymous visitor reads the questionnaire, is sent to sign in and comes back to the form', async ({
    page,
    request,
  }) => {
    const positions = await openPositions(request);
    const position = positions[positions.length - 1];
    if (!position) throw new Error('no open position');
    const questions = await questionsOf(request, position.id);

    await page.goto(`/joinUsDetails?id=${position.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(position.title);
    const first = questions[0];
    if (first) await expect(page.getByText(first.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
    await page.getByRole('textbox', { name: '邮箱' }).fill('visitor@atelier.example');

    await page.getByRole('button', { name: '登录后申请' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirect=${encodeURIComponent(`/joinUsDetails?id=${position.id}`)}$`),
    );
    await page.locator('#account').fill(demo.account);
    await page.locator('#password').fill(demo.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();

    await expect(page).toHaveURL(new RegExp(`/joinUsDetails\\?id=${position.id}$`));
    await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: '邮箱' })).toHaveValue(
      'visitor@atelier.example',
    );
    await expect(page.getByRole('textbox', { name: '手机号' })).not.toHaveValue('');
  });

  test('a closed or unknown position shows a way back to the open ones', async ({ page }) => {
    await page.goto('/joinUsDetails?id=999999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('这个职位已关闭或不存在');
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await page.getByRole('link', { name: '查看开放职位' }).click();
    await expect(page).toHaveURL(/\/joinUs$/);
  });

  test('the list filters by kind from the address, as the programme page links to it', async ({
    page,
    request,
  }) => {
    const programmes = await api<{ total: number; list: PositionCard[] }>(
      request,
      'GET',
      'joinUs',
      {
        kind: 'programme',
        limit: 100,
      },
    );
    await page.goto('/joinUs?kind=programme');
    const filter = page.getByRole('navigation', { name: '按职位类型筛选' });
    await expect(filter.getByRole('link', { name: '创作者计划' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = page.getByRole('list', { name: '职位列表' });
    await expect(list.getByRole('listitem')).toHaveCount(Math.min(programmes.total, 8));
    for (const card of programmes.list.slice(0, 8)) {
      await expect(list.getByRole('link', { name: card.title })).toBeVisible();
    }
    await filter.getByRole('link', { name: '全部' }).click();
    await expect(page).toHaveURL(/\/joinUs$/);
    await expect(filter.getByRole('link', { name: '全部' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
