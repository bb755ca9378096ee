import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { addAddressThroughApi, api, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { confirmInPopup, dialogAtRest, pickOption } from './popups';
import { advanceClock, serverNow, timeTravelURL } from './time-travel';
import { shopMinute, shopMinuteField } from './shop-clock';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    drops: '抽签发售',
    newDrop: '新建抽签',
    product: '商品',
    quantity: '抽签件数',
    hours: '购买时限',
    opens: '开始报名',
    closes: '截止报名（开奖）',
    leftover: '剩余件数转为公开发售',
    save: /^保\s?存$/,
    saved: '抽签已保存',
    upcoming: '未开始',
    csv: '导出 CSV',
    exported: '已导出 0 行',
    remove: /^删\s?除$/,
    deleted: '抽签已删除',
    drawNow: '立即开奖',
    drawn: '已开奖',
    toOpen: '距开放报名',
    toClose: '距报名截止',
    stageUpcoming: '即将开放报名',
    enter: '报名抽签',
    signIn: '登录后报名',
    entered: '报名成功',
    won: '恭喜中签',
    verified: '✓ 验证通过：抽签结果与公布完全一致',
    buy: '立即购买',
    placeOrder: '提交订单',
    myDrops: '我的抽签',
    stateWon: '中签',
  },
  en: {
    drops: 'Drops',
    newDrop: 'New drop',
    product: 'Product',
    quantity: 'Units drawn for',
    hours: 'Time to buy',
    opens: 'Entries open',
    closes: 'Entries close (the draw runs)',
    leftover: 'Leftover units go on general sale',
    save: /^Save$/,
    saved: 'Drop saved',
    upcoming: 'Not open yet',
    csv: 'Export CSV',
    exported: 'Exported 0 rows',
    remove: /^Delete$/,
    deleted: 'Drop deleted',
    drawNow: 'Run the draw now',
    drawn: 'Drawn',
    toOpen: 'Entries open in',
    toClose: 'Entries close in',
    stageUpcoming: 'Entries open soon',
    enter: 'Enter the draw',
    signIn: 'Sign in to enter',
    entered: 'You are in the draw',
    won: 'You won a unit',
    verified: '✓ Verified: the draw is exactly as published',
    buy: 'Buy now',
    placeOrder: 'Place order',
    myDrops: 'My drops',
    stateWon: 'Won',
  },
} as const;

const EDITOR = ['editor', 'Editor@12345'] as const;

/**
 * A new art piece of its own with `stock` units, on sale: a drop makes its product sold by draw
 * only, so no other journey's product is taken.
 */
async function freshArtPiece(
  request: APIRequestContext,
  editor: string,
  stock: number,
): Promise<{ id: number; name: string }> {
  const shelf = await api<{ list: Array<{ id: number }> }>(
    request,
    'GET',
    'productAdminList',
    {
      type: 'art',
      limit: 1,
    },
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
  const name = `Drop edition ${stamp}`;
  const saved = await api<{ id: number }>(
    request,
    'POST',
    'productSave',
    {
      type: 'art',
      category_id: model.category_id,
      name_zh: name,
      name_en: name,
      description_zh: '限量版',
      description_en: 'A limited edition',
      product_no: `DROP${stamp}`,
      price: '680',
      images: model.images.slice(0, 1),
      stock,
    },
    editor,
  );
  await api(request, 'POST', 'productPublish', { id: saved.id, on_sale: true }, editor);
  return { id: saved.id, name };
}

async function typeTime(page: Page, label: string, date: Date): Promise<void> {
  // A native date-and-time field: filled with its digits, nothing to confirm.
  await page.getByRole('dialog').getByLabel(label, { exact: true }).fill(shopMinuteField(date));
}

/** The editor's console in a browser of its own: the customer's stays signed in as them. */
async function editorPage(browser: Browser, token: string, lang: 'zh-cn' | 'en'): Promise<Page> {
  const context = await browser.newContext({ baseURL: timeTravelURL, locale: 'zh-CN' });
  await useToken(context, token, timeTravelURL);
  const page = await context.newPage();
  await useLanguage(page, lang);
  return page;
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`drops (${lang})`, () => {
    // The clock of this server is put forward; the shared server's never is.
    test.use({ baseURL: timeTravelURL });

    test('an editor sets up a drop in the console, exports it and deletes it before it opens', async ({
      page,
      context,
      request,
    }) => {
      const editor = await signInThroughApi(request, ...EDITOR);
      const product = await freshArtPiece(request, editor, 5);
      await useToken(context, editor, timeTravelURL);
      await useLanguage(page, lang);
      const now = await serverNow(request);

      await page.goto('/admin/drops');
      await expect(page.getByRole('heading', { level: 1, name: w.drops })).toBeVisible();
      await page.getByRole('button', { name: w.newDrop }).click();
      await dialogAtRest(page);
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('combobox', { name: w.product }).fill(product.name);
      await pickOption(page, product.name);
      await dialog.getByLabel(w.quantity).fill('2');
      await dialog.getByLabel(w.hours).fill('12');
      await typeTime(page, w.opens, new Date(now.getTime() + 86_400_000));
      await typeTime(page, w.closes, new Date(now.getTime() + 2 * 86_400_000));
      await dialog.getByRole('switch', { name: w.leftover }).click();
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();

      // The drop's own screen: its product, its stage, the times as typed (Beijing time).
      await expect(page).toHaveURL(/\/admin\/drop\?id=\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(product.name);
      await expect(page.locator('main').getByText(w.upcoming).first()).toBeVisible();
      await expect(
        page.getByText(shopMinute(new Date(now.getTime() + 86_400_000))).first(),
      ).toBeVisible();

      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: w.csv }).click();
      expect((await download).suggestedFilename()).toMatch(/\.csv$/);
      await expect(page.getByText(w.exported)).toBeVisible();

      await page.getByRole('button', { name: w.remove }).click();
      await confirmInPopup(page, w.remove);
      await expect(page.getByText(w.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/drops$/);
    });

    test('a visitor sees the countdown, a customer enters, wins after the draw, checks the proof and buys', async ({
      page,
      context,
      request,
      browser,
    }) => {
      const editor = await signInThroughApi(request, ...EDITOR);
      const product = await freshArtPiece(request, editor, 3);
      const now = await serverNow(request);
      const drop = await api<{ id: number }>(
        request,
        'POST',
        'dropSave',
        {
          product_id: product.id,
          quantity: 1,
          entries_open_at: new Date(now.getTime() + 3600_000).toISOString(),
          entries_close_at: new Date(now.getTime() + 3 * 3600_000).toISOString(),
          purchase_hours: 24,
          leftover_to_sale: false,
          gates: [],
        },
        editor,
      );
      await useLanguage(page, lang);

      // A visitor before the opening: the countdown to it, on the server's clock.
      await page.goto(`/productDetail?id=${product.id}`);
      const panel = page.getByTestId('drop-panel');
      await expect(panel.getByText(w.stageUpcoming)).toBeVisible();
      await expect(panel.getByText(w.toOpen)).toBeVisible();
      await expect(panel.getByTestId('drop-countdown')).toHaveText(/^(0:59|1:00):\d\d$|^59:\d\d$/);
      await expect(panel.getByRole('button', { name: w.signIn })).toBeVisible();

      // Entries open; the customer signs in and enters.
      await advanceClock(request, 3600 + 60);
      const customer = await registerAccount(request);
      await addAddressThroughApi(request, customer.token);
      await useToken(context, customer.token, timeTravelURL);
      await page.reload();
      await expect(panel.getByText(w.toClose)).toBeVisible();
      await panel.getByRole('button', { name: w.enter }).click();
      await expect(panel.getByTestId('drop-result')).toContainText(w.entered);

      // The close passes; the job draws, or the editor runs the draw from the console.
      await advanceClock(request, 2 * 3600 + 60);
      const staff = await editorPage(browser, editor, lang);
      await staff.goto(`/admin/drop?id=${drop.id}`);
      const drawButton = staff.getByRole('button', { name: w.drawNow });
      const drawnTag = staff
        .locator('.ant-descriptions .ant-tag')
        .getByText(w.drawn, { exact: true });
      await expect(drawButton.or(drawnTag)).toBeVisible();
      if (await drawButton.isVisible()) {
        await drawButton.click();
        await confirmInPopup(staff, w.drawNow);
      }
      await expect(drawnTag).toBeVisible();
      await staff.context().close();

      // The only entrant won: the page says so, with the time left, and the proof checks out.
      await page.goto(`/drop?id=${product.id}`);
      const result = page.getByTestId('drop-result');
      await expect(result).toContainText(w.won);
      await expect(result.getByTestId('drop-countdown')).toHaveText(/^2[34]:\d\d:\d\d$/);
      await expect(page.getByTestId('drop-verdict')).toHaveText(w.verified);

      // My drops lists the win, with the badge in the personal centre until it is opened.
      await page.goto('/myCenter');
      await expect(page.getByTestId('drop-badge')).toBeVisible();
      await page
        .getByRole('link', { name: new RegExp(`^${w.myDrops}`) })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: w.myDrops })).toBeVisible();
      await expect(page.getByTestId('my-drop').first()).toContainText(w.stateWon);
      await expect(page.getByTestId('drop-badge')).toHaveCount(0);

      // Buying within the window: the buy-now checkout with one unit, and the order is made.
      await page.goto(`/drop?id=${product.id}`);
      await page.getByTestId('drop-result').getByRole('button', { name: w.buy }).click();
      await expect(page).toHaveURL(
        new RegExp(`/confirmOrder\\?product_id=${product.id}&quantity=1$`),
      );
      await page.getByRole('button', { name: w.placeOrder }).click();
      await expect(page).toHaveURL(/\/pay\?id=\d+$/);
    });
  });
}
