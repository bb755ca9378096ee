import type { Locator, Page } from '@playwright/test';
import { registerAccount } from './accounts';
import { expect, test } from './fixtures';

/** antd spaces out a two-character Chinese button label: "关 注". */
const FOLLOW = /^关\s?注$/;
const LIKE = /^喜\s?欢$/;

/** A figure of the profile's numbers, such as the follower count, as a number. */
async function figure(page: Page, name: string): Promise<number> {
  const text = await stat(page, name).textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

function stat(page: Page, name: string): Locator {
  // The figure follows its term in the definition list.
  return page
    .getByRole('main')
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

const thousands = (n: number) => n.toLocaleString('en-US');

test.describe('artists', () => {
  test('a visitor follows and likes an artist after signing in, then unfollows them from /MyFollowing', async ({
    page,
    request,
  }) => {
    const user = await registerAccount(request);

    await page.goto('/ARTISTTEAM');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('与工作室同行的艺术家');
    const firstCard = page.getByRole('main').getByRole('article').first();
    const name = (await firstCard.getByRole('heading', { level: 2 }).textContent()) ?? '';
    expect(name).not.toBe('');
    await firstCard.getByRole('link').click();

    await expect(page).toHaveURL(/\/followDetails\?id=\d+$/);
    const creatorUrl = page.url();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(
      page
        .getByRole('region', { name: `关于${name}` })
        .locator('p')
        .first(),
    ).not.toBeEmpty();

    // Anonymous: following asks for a login, which brings the visitor back to this creator.
    await page.getByRole('button', { name: FOLLOW }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2FfollowDetails%3Fid%3D\d+$/);
    await page.getByLabel('用户名或手机号').fill(user.username);
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /^登\s?录$/ }).click();
    await expect(page).toHaveURL(creatorUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

    const followers = await figure(page, '关注者');
    await page.getByRole('button', { name: FOLLOW }).click();
    const following = page.getByRole('button', { name: '已关注' });
    await expect(following).toHaveAttribute('aria-pressed', 'true');
    await expect(stat(page, '关注者')).toHaveText(thousands(followers + 1));

    const likes = await figure(page, '喜欢');
    await page.getByRole('button', { name: LIKE }).click();
    await expect(page.getByRole('button', { name: '已喜欢' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(stat(page, '喜欢')).toHaveText(thousands(likes + 1));

    // The state is the server's: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('button', { name: '已关注' })).toBeVisible();
    await expect(stat(page, '关注者')).toHaveText(thousands(followers + 1));

    await page.goto('/MyFollowing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('我关注的艺术家');
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row.getByRole('heading', { level: 2 })).toHaveText(name);
    await expect(row).toContainText(/关注于 \d{4}-\d{2}-\d{2}/);
    await expect(row.getByRole('link', { name: '查看主页' })).toHaveAttribute(
      'href',
      new URL(creatorUrl).pathname + new URL(creatorUrl).search,
    );

    await row.getByRole('button', { name: '取消关注' }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '还没有关注任何艺术家' })).toBeVisible();
    await expect(page.getByRole('link', { name: '去看看艺术家团队' })).toHaveAttribute(
      'href',
      '/ARTISTTEAM',
    );
  });

  test('an unknown artist shows the not-found page with the way back', async ({ page }) => {
    await page.goto('/followDetails?id=987654');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('没有找到这位艺术家');
    // The page is the only message: no error notification on top of it.
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await page.getByRole('link', { name: '返回艺术家团队' }).click();
    await expect(page).toHaveURL(/\/ARTISTTEAM$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('与工作室同行的艺术家');
  });

  test('/MyFollowing asks a signed-out visitor to log in first', async ({ page }) => {
    await page.goto('/MyFollowing');
    await expect(page).toHaveURL(/\/login\?redirect=%2FMyFollowing$/);
  });
});
