import type { Locator, Page } from '@playwright/test';
import { consoleSettled, signInStaff } from './console-staff';
import { expect, test, useLanguage } from './fixtures';

const words = {
  'zh-cn': { edit: '编辑', weight: '毛重（克）', saved: '已保存' },
  en: { edit: 'Edit', weight: 'Gross weight (g)', saved: 'Saved' },
} as const;

/** Presses Tab until `target` has the focus; fails if it never gets it. */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let step = 0; step < most; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`an editor goes from the products list to a product, changes it and saves it by keyboard alone (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signInStaff(context, request, baseURL ?? '', 'editor');
    await useLanguage(page, lang);
    await page.setViewportSize({ width: 1200, height: 900 });
    await page.goto('/admin/products?sort=newest');
    await consoleSettled(page);

    const edit = page.getByRole('row').nth(1).getByRole('link', { name: w.edit, exact: true });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/product\?id=\d+/);
    await consoleSettled(page);

    const weight = page.getByLabel(w.weight);
    await expect(weight).toBeVisible();
    const grams = String(100 + (Date.now() % 800));
    await tabTo(page, weight);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(grams);
    // Enter in a field sends the form, as it does on any web form.
    await page.keyboard.press('Enter');
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(w.weight)).toHaveValue(grams);
  });
}
