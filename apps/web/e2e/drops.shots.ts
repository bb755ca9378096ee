import type { BrowserContext, Page, TestInfo } from '@playwright/test';
import { api, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { advanceClock, serverNow, timeTravelURL } from './time-travel';

// Not a test: pictures of a drop at each of its stages, for a person to look at (`npx playwright
// test --project=screenshots apps/web/e2e/drops.shots.ts`). On the server whose clock moves.

const widths = [375, 1200] as const;

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(async () => {
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
      await document.fonts.ready;
    });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}

async function signIn(context: BrowserContext, token: string): Promise<void> {
  await context.clearCookies();
  await useToken(context, token, timeTravelURL);
}

for (const lang of ['zh-cn', 'en'] as const) {
  test.describe(`drop pictures (${lang})`, () => {
    test.use({ baseURL: timeTravelURL });

    test(`drops-${lang}`, async ({ page, context, request, browser }, testInfo) => {
      test.setTimeout(180_000);
      // A jump of days ends sessions: the editor signs in again after each.
      let editor = await signInThroughApi(request, 'editor', 'Editor@12345');
      const shelf = await api<{ list: Array<{ id: number }> }>(
        request,
        'GET',
        'productAdminList',
        { type: 'art', limit: 1 },
        editor,
      );
      const model = await api<{ category_id: number; images: string[] }>(
        request,
        'GET',
        'productAdminInfo',
        { id: shelf.list[0]!.id },
        editor,
      );
      const stamp = `${Date.now()}`.slice(-8);
      const product = await api<{ id: number }>(
        request,
        'POST',
        'productSave',
        {
          type: 'art',
          category_id: model.category_id,
          name_zh: `水墨限量版 ${stamp}`,
          name_en: `Ink limited edition ${stamp}`,
          description_zh: '限量版',
          description_en: 'A limited edition',
          product_no: `SHOT${stamp}`,
          price: '680',
          images: model.images.slice(0, 1),
          stock: 5,
        },
        editor,
      );
      await api(request, 'POST', 'productPublish', { id: product.id, on_sale: true }, editor);
      const now = await serverNow(request);
      const drop = await api<{ id: number }>(
        request,
        'POST',
        'dropSave',
        {
          product_id: product.id,
          quantity: 2,
          entries_open_at: new Date(now.getTime() + 2 * 86_400_000 + 3600_000).toISOString(),
          entries_close_at: new Date(now.getTime() + 2 * 86_400_000 + 3 * 3600_000).toISOString(),
          purchase_hours: 48,
          leftover_to_sale: true,
          gates: [],
        },
        editor,
      );
      await useLanguage(page, lang);

      await page.goto(`/productDetail?id=${product.id}`);
      await expect(page.getByTestId('drop-countdown')).toBeVisible();
      await shoot(page, testInfo, `product-before-open-${lang}`);

      await advanceClock(request, 2 * 86_400 + 3600 + 60);
      const customers = await Promise.all([0, 1, 2, 3, 4].map(() => registerAccount(request)));
      const entries = new Map<number, (typeof customers)[number]>();
      for (const customer of customers.slice(1)) {
        const entry = await api<{ id: number }>(
          request,
          'POST',
          'dropEnter',
          { drop_id: drop.id },
          customer.token,
        );
        entries.set(entry.id, customer);
      }
      await signIn(context, customers[0]!.token);
      await page.goto(`/productDetail?id=${product.id}`);
      await expect(page.getByTestId('drop-countdown')).toBeVisible();
      await shoot(page, testInfo, `product-open-${lang}`);
      await page.getByTestId('drop-panel').getByRole('button').first().click();
      await expect(page.getByTestId('drop-result')).toBeVisible();
      await shoot(page, testInfo, `product-entered-${lang}`);

      editor = await signInThroughApi(request, 'editor', 'Editor@12345');
      await signIn(context, editor);
      await page.goto('/admin/drops');
      await expect(page.getByRole('table').first()).toBeVisible();
      await shoot(page, testInfo, `console-list-${lang}`);
      await page.getByRole('button', { name: /(新建抽签|New drop)$/ }).click();
      await page.getByRole('button', { name: /(添加条件|Add a gate)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, testInfo, `console-new-${lang}`);
      await page.keyboard.press('Escape');
      await page.goto(`/admin/drop?id=${drop.id}`);
      await expect(page.getByRole('table').first()).toBeVisible();
      await shoot(page, testInfo, `console-open-${lang}`);
      await page.getByRole('button', { name: /^(编\s?辑|Edit)$/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shoot(page, testInfo, `console-form-${lang}`);
      await page.keyboard.press('Escape');

      await advanceClock(request, 2 * 3600);
      editor = await signInThroughApi(request, 'editor', 'Editor@12345');
      await signIn(context, editor);
      const drawn = await api<{ proof: { order: number[] } | null }>(
        request,
        'GET',
        'dropGet',
        { id: drop.id },
        editor,
      );
      const proof =
        drawn.proof ??
        (
          await api<{ proof: { order: number[] } }>(
            request,
            'POST',
            'dropDraw',
            { id: drop.id },
            editor,
          )
        ).proof;
      await page.goto(`/admin/drop?id=${drop.id}`);
      await expect(page.getByRole('table').first()).toBeVisible();
      await shoot(page, testInfo, `console-drawn-${lang}`);

      // Signed in again: the jump past the close may have ended their sessions.
      const winner = entries.get(proof.order[0]!) ?? customers[0]!;
      await signIn(context, await signInThroughApi(request, winner.username, winner.password));
      await page.goto('/myCenter');
      await expect(page.getByTestId('drop-badge')).toBeVisible();
      await shoot(page, testInfo, `my-center-badge-${lang}`);
      await page.goto(`/drop?id=${product.id}`);
      await expect(page.getByTestId('drop-verdict')).toBeVisible();
      await shoot(page, testInfo, `drop-won-${lang}`);
      await page.goto('/myDrops');
      await expect(page.getByTestId('my-drop').first()).toBeVisible();
      await shoot(page, testInfo, `my-drops-${lang}`);

      const loser = entries.get(proof.order[3]!) ?? customers[0]!;
      // In a browser of its own, as another customer's would be.
      const other = await browser.newContext({ baseURL: timeTravelURL, locale: 'zh-CN' });
      await signIn(other, await signInThroughApi(request, loser.username, loser.password));
      const loserPage = await other.newPage();
      await useLanguage(loserPage, lang);
      await loserPage.goto(`/productDetail?id=${product.id}`);
      await expect(loserPage.getByTestId('drop-result')).toBeVisible();
      await shoot(loserPage, testInfo, `product-not-drawn-${lang}`);
      await other.close();
    });
  });
}
