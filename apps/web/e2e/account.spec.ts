import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  freshMobile,
  makePng,
  readSmsCode,
  registerAccount,
  signInThroughApi,
  useToken,
  type TestAccount,
} from './accounts';
import { expect, switchLanguage, test } from './fixtures';

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

// Registered first: its phone gets one code a minute, and the rebind journey needs another.
let rebindUser: TestAccount;

test.beforeAll(async ({ request }) => {
  rebindUser = await registerAccount(request);
});

test.describe('the personal area', () => {
  test('a signed-out visitor opening /myCenter lands on /login and comes back signed in', async ({
    page,
    request,
  }) => {
    const user = await registerAccount(request);
    await page.goto('/myCenter');
    await expect(page).toHaveURL(/\/login\?redirect=%2FmyCenter$/);

    await page.getByLabel('用户名或手机号').fill(user.username);
    await page.getByLabel('密码', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page).toHaveURL(/\/myCenter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.username);
  });

  test('/my opens the personal centre with the profile, points and the menu', async ({
    page,
    newCustomer: user,
  }) => {
    await page.goto('/my');
    await expect(page).toHaveURL(/\/myCenter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.username);
    await expect(page.getByText(masked(user.mobile))).toBeVisible();
    await expect(page.getByText('尚未加入社群')).toBeVisible();
    await expect(page.getByRole('region', { name: '我的积分' })).toContainText('可用积分');

    const menu = page.getByRole('navigation', { name: '个人中心导航' });
    await expect(menu.getByRole('link')).toHaveText([
      '个人中心',
      '我的订单',
      '我的抽签',
      '我的收藏',
      '地址管理',
      '我的账户',
      '社区中心',
      '防伪查询',
      'MR体验',
      '编辑资料',
      '账户与安全',
      '个人信息与账号',
    ]);

    await switchLanguage(page, 'en');
    const english = page.getByRole('navigation', { name: 'Personal area' });
    await expect(english.getByRole('link')).toHaveText([
      'My centre',
      'My orders',
      'My drops',
      'My favourites',
      'Addresses',
      'My account',
      'Community centre',
      'Authenticity check',
      'MR experience',
      'Edit profile',
      'Account security',
      'My data and account',
    ]);
    await expect(page.getByText('Not in a community yet')).toBeVisible();
    await expect(page.getByRole('region', { name: 'My points' })).toContainText('Usable points');
  });

  test('editing the profile uploads the new avatar and shows it with the new nickname', async ({
    page,
    newCustomer: user,
  }) => {
    const nickname = `画师${user.username.slice(-4)}`;
    const picture = join(mkdtempSync(join(tmpdir(), 'atelier-avatar-')), 'portrait.png');
    writeFileSync(picture, makePng(96));

    await page.goto('/editProfile');
    await expect(page.getByRole('heading', { level: 1, name: '编辑资料' })).toBeVisible();
    await page.getByLabel('头像图片').setInputFiles(picture);
    const preview = page.getByRole('img', { name: `${user.username}的头像` });
    await expect(preview).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('新头像尚未保存')).toBeVisible();

    await page.getByLabel('昵称').fill(nickname);
    await page.getByText('女', { exact: true }).click();
    await page.getByLabel('出生日期').fill('1994-06-18');
    await page.getByLabel('出生日期').press('Tab');
    await page.getByRole('button', { name: '保 存' }).click();

    await expect(page.getByText('资料已保存')).toBeVisible();
    // The header follows at once, without a reload.
    const header = page.getByRole('banner');
    await expect(header.getByRole('img', { name: nickname, exact: true })).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\/[0-9a-f]+\.webp$/,
    );
    await expect(
      header.getByText(nickname, { exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: `${nickname}的头像` })).toHaveAttribute(
      'src',
      /^\/uploads\/avatars\/[0-9a-f]+\.webp$/,
    );

    await page
      .getByRole('navigation', { name: '个人中心导航' })
      .getByRole('link', { name: '个人中心' })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nickname);
    const avatar = page.getByRole('img', { name: `${nickname}的头像` });
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]+\.webp$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(96);

    // Saved on the server: a fresh load shows the same.
    await page.goto('/editProfile');
    await expect(page.getByLabel('昵称')).toHaveValue(nickname);
    await expect(page.getByLabel('出生日期')).toHaveValue('1994-06-18');
    await expect(page.getByRole('radio', { name: '女' })).toBeChecked();
  });

  test('a picture that is not an image is refused before any upload', async ({
    page,
    newCustomer: _signedIn,
  }) => {
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/index/upload')) uploads += 1;
    });

    await page.goto('/editProfile');
    await page.getByLabel('头像图片').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a picture'),
    });
    await expect(page.getByRole('alert')).toHaveText('只能上传 JPEG、PNG、WebP 或 GIF 图片');
    expect(uploads).toBe(0);
  });

  test('changing the password ends the other session and keeps this one', async ({
    page,
    browser,
    request,
    baseURL,
    newCustomer: user,
  }) => {
    const otherContext = await browser.newContext();
    await useToken(
      otherContext,
      await signInThroughApi(request, user.username, user.password),
      baseURL ?? '',
    );
    const other = await otherContext.newPage();
    await other.goto('/myCenter');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(user.username);

    await page.goto('/security');
    await page.getByLabel('原密码').fill(user.password);
    await page.getByLabel('新密码', { exact: true }).fill('short');
    await page.getByLabel('确认新密码').fill('short');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByText('密码为 8-64 个字符，至少包含一个字母和一个数字')).toBeVisible();

    await page.getByLabel('新密码', { exact: true }).fill('Canvas2026new');
    await page.getByLabel('确认新密码').fill('Canvas2026new');
    await page.getByRole('button', { name: '修改密码' }).click();
    await expect(page.getByRole('region', { name: '账户与安全' }).getByRole('alert')).toContainText(
      '其他设备上的登录已全部退出',
    );

    await other.goto('/myCenter');
    await expect(other.getByRole('dialog')).toContainText(
      '登录状态已过期，您可以继续留在该页面，或者重新登录',
    );
    await expect(other.getByRole('heading', { level: 1, name: '您已退出登录' })).toBeVisible();
    await otherContext.close();

    await page.goto('/myCenter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.username);

    const again = await signInThroughApi(request, user.username, 'Canvas2026new');
    expect(again).not.toBe('');
  });

  test('a customer opening /admin is told it is for the studio’s staff', async ({
    page,
    newCustomer: user,
  }) => {
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('此页面仅对工作室员工开放');
    await page.getByRole('link', { name: '返回个人中心' }).click();
    await expect(page).toHaveURL(/\/myCenter$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(user.username);
  });

  test('an administrator sees the console; a signed-out visitor is sent to log in', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);

    await useToken(context, await signInThroughApi(request, 'admin', 'Admin@12345'), baseURL ?? '');
    await page.goto('/admin');
    await expect(page.getByRole('navigation', { name: '控制台菜单' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('工坊管理员')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('rebinding the phone in two steps, with codes to the old and the new number', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    const user = rebindUser;
    await useToken(context, user.token, baseURL ?? '');
    const otherContext = await browser.newContext();
    await useToken(
      otherContext,
      await signInThroughApi(request, user.username, user.password),
      baseURL ?? '',
    );

    await page.goto('/security');
    const rebind = page.getByRole('region', { name: '更换手机号' });
    await expect(rebind.getByText(masked(user.mobile))).toBeVisible();

    await rebind.getByRole('button', { name: '获取验证码' }).click();
    await expect(rebind.getByRole('button', { name: /重新发送/ })).toBeDisabled();
    const verifyCode = await readSmsCode(request, user.mobile, 'verify');
    await rebind.getByLabel('验证码').fill(verifyCode);
    await rebind.getByRole('button', { name: '下一步' }).click();

    await expect(rebind.getByText(/身份已验证/)).toBeVisible();
    const next = freshMobile();
    await rebind.getByLabel('新手机号').fill(next);
    await rebind.getByRole('button', { name: '获取验证码' }).click();
    const bindCode = await readSmsCode(request, next, 'changemobile');
    await rebind.getByLabel('验证码').fill(bindCode);
    await rebind.getByRole('button', { name: '确认更换' }).click();

    await expect(rebind.getByText(`手机号已更换为 ${masked(next)}`)).toBeVisible();

    await page.goto('/myCenter');
    await expect(page.getByText(masked(next))).toBeVisible();

    const other = await otherContext.newPage();
    await other.goto('/myCenter');
    await expect(other.getByRole('dialog')).toContainText('登录状态已过期');
    await otherContext.close();

    // The new number signs in.
    expect(await signInThroughApi(request, next, user.password)).not.toBe('');
  });
});
