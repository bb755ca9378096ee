import { expect, test, useLanguage } from './fixtures';

const words = {
  'zh-cn': {
    panel: '每日签到',
    signIn: '立即签到',
    signedIn: '已签到',
    earned: /^签到成功：\+\d+ 积分$/,
    streak: '已连续签到 1 天',
    usable: '可用积分',
  },
  en: {
    panel: 'Daily sign-in',
    signIn: 'Sign in now',
    signedIn: 'Signed in',
    earned: /^Signed in: \+\d+ points$/,
    streak: '1 day in a row',
    usable: 'Usable points',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`a customer signs in for the day and sees the calendar tick (${lang})`, async ({
    page,
    newCustomer: _signedIn,
  }) => {
    await useLanguage(page, lang);
    await page.goto('/myCenter');

    const panel = page.getByRole('region', { name: w.panel });
    const today = panel.locator('td[aria-current="date"]');
    await expect(today).toHaveAttribute('data-signed', 'false');
    const usable = page
      .locator('dl div')
      .filter({ has: page.getByText(w.usable, { exact: true }) })
      .locator('dd');
    await expect(usable).toHaveText('0');

    await panel.getByRole('button', { name: w.signIn }).click();
    await expect(page.getByText(w.earned)).toBeVisible();
    await expect(panel.getByRole('button', { name: w.signedIn })).toBeDisabled();
    await expect(today).toHaveAttribute('data-signed', 'true');
    await expect(panel.getByText(w.streak)).toBeVisible();
    // The points earned show in the personal centre at once.
    await expect(usable).not.toHaveText('0');

    // The next visit finds today already signed in.
    await page.reload();
    await expect(
      page.getByRole('region', { name: w.panel }).getByRole('button', { name: w.signedIn }),
    ).toBeDisabled();
    await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-signed', 'true');
  });
}
