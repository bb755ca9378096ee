import type { APIRequestContext } from '@playwright/test';
import { api, registerAccount, staffToken, useToken, type TestAccount } from './accounts';
import { expect, switchLanguage, test } from './fixtures';

const day = (offset: number) => {
  const date = new Date(Date.now() + offset * 86_400_000);
  return date.toISOString().slice(0, 10);
};

/** A fresh customer the studio granted `points` to by hand: earned, so on the rank lists. */
async function customerWithPoints(
  request: APIRequestContext,
  points: number,
): Promise<TestAccount & { id: number }> {
  const account = await registerAccount(request);
  const { id } = await api<{ id: number }>(request, 'GET', 'userInfo', {}, account.token);
  const admin = await staffToken(request, 'admin', 'Admin@12345');
  await api(request, 'POST', 'pointsAdjust', { id, delta: points, reason: '活动奖励' }, admin);
  return { ...account, id };
}

test('the points mall shows the points leaders this week, month and in all, with my place', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const leader = await customerWithPoints(request, 999_000);
  await useToken(context, leader.token, baseURL ?? '');

  await page.goto('/PointsMall');
  const board = page.getByRole('region', { name: '积分排行榜' });
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByRole('tab', { name: '本周' })).toHaveAttribute('aria-selected', 'true');
  await expect(board.getByTestId('rank-me')).toContainText('第 1 名');
  const first = board.getByRole('listitem').first();
  await expect(first).toContainText(leader.username);
  await expect(first).toContainText('999,000 积分');
  await expect(board).not.toContainText(leader.mobile);

  await board.getByRole('tab', { name: '总榜' }).click();
  await expect(board.getByRole('tab', { name: '总榜' })).toHaveAttribute('aria-selected', 'true');
  await expect(board.getByRole('listitem').first()).toContainText(leader.username);

  await switchLanguage(page, 'en');
  const english = page.getByRole('region', { name: 'Points leaders' });
  await english.getByRole('tab', { name: 'This month' }).click();
  await expect(english.getByTestId('rank-me')).toContainText('No. 1 with 999,000 points');
  await expect(english.getByRole('listitem').first()).toContainText(leader.username);
});

test('a visitor sees the leaders and is asked to sign in for their own place', async ({ page }) => {
  await page.goto('/PointsMall');
  const board = page.getByRole('region', { name: '积分排行榜' });
  await expect(board.getByRole('link', { name: '登录查看我的排名' })).toBeVisible();
  await expect(board.getByRole('listitem').first()).toBeVisible();
});

test('my account shows my points and filters the history by dates, in both languages', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const me = await customerWithPoints(request, 1200);
  await useToken(context, me.token, baseURL ?? '');

  await page.goto('/myAccount');
  await expect(page.getByRole('heading', { level: 1, name: '我的账户' })).toBeVisible();
  await expect(page.getByTestId('points-usable')).toHaveText('1,200');
  await expect(page.getByRole('progressbar')).toBeVisible();
  const history = page.getByRole('region', { name: '积分明细' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('工作室调整');
  await expect(history.getByRole('listitem').first()).toContainText('+1,200');

  // Days long before the grant: nothing; then days around today: the grant again.
  const pickDays = async (region: typeof history, from: string, to: string) => {
    const start = region.getByPlaceholder(/开始日期|Start date/);
    await start.click();
    await start.fill(from);
    await start.press('Enter');
    const end = region.getByPlaceholder(/结束日期|End date/);
    await end.fill(to);
    await end.press('Enter');
  };
  await pickDays(history, '2024-01-01', '2024-01-31');
  await expect(history.getByRole('heading', { name: '暂无积分变动' })).toBeVisible();
  await expect(history).toContainText('这些日期和类型下没有记录');
  await pickDays(history, day(-1), day(1));
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('共 1 条');

  await switchLanguage(page, 'en');
  const english = page.getByRole('region', { name: 'Points history' });
  await expect(english.getByRole('listitem').first()).toContainText('Adjusted by the studio');
  await pickDays(english, '2024-02-01', '2024-02-10');
  await expect(english.getByRole('heading', { name: 'No changes here' })).toBeVisible();
  await english.getByRole('button', { name: 'Show everything' }).click();
  await expect(english.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Points', exact: true })).toContainText(
    'Usable points',
  );
});
