import type { Locator, Page } from '@playwright/test';
import { consoleSettled, menuPaths, pageOverflow, signInStaff } from './console-staff';
import { registerAccount } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { paidOrder } from './orders';

const words = {
  'zh-cn': {
    products: ['商品', '编号', '价格', '库存', '上架', '操作'],
    orders: ['订单号', '状态', '金额', '买家', '收货人', '物流'],
    dropMissing: '该抽签发售不存在或已删除。',
    allDrops: '全部抽签',
    retry: /重\s*试/,
    signOut: /退出登录/,
  },
  en: {
    products: ['Product', 'Number', 'Price', 'Stock', 'On sale', 'Actions'],
    orders: ['Order number', 'Status', 'Amount', 'Buyer', 'Recipient', 'Tracking'],
    dropMissing: 'This drop does not exist, or was deleted.',
    allDrops: 'All drops',
    retry: 'Try again',
    signOut: 'Sign out',
  },
} as const;

/** Whether `cell` lies wholly inside the window and inside its table's scrolling frame. */
async function wholeInView(cell: Locator): Promise<boolean> {
  return cell.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const frame = element.closest('[data-table-frame]')?.getBoundingClientRect();
    if (!frame) return false;
    return (
      box.width > 0 &&
      box.left >= frame.left - 1 &&
      box.right <= frame.right + 1 &&
      box.right <= document.documentElement.clientWidth
    );
  });
}

async function expectColumnsInView(page: Page, titles: readonly string[]): Promise<void> {
  for (const title of titles) {
    const header = page.getByRole('columnheader', { name: title, exact: true }).first();
    await expect(header, `the ${title} column`).toBeVisible();
    expect(await wholeInView(header), `the ${title} column is in view`).toBe(true);
  }
}

/** Whether the table's own frame scrolls sideways (its columns are wider than it). */
function tableScrolls(page: Page): Promise<boolean> {
  return page
    .locator('[data-table-frame]')
    .first()
    .evaluate((frame) => frame.scrollWidth > frame.clientWidth + 1);
}

for (const lang of ['zh-cn', 'en'] as const) {
  test.describe(`console lists fit the screen (${lang})`, () => {
    test('at 1200px every list of the administrator fits, its table too; Products and Orders show their key columns and actions', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await signInStaff(context, request, baseURL ?? '', 'admin');
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto('/admin/products');
      await consoleSettled(page);
      await expectColumnsInView(page, words[lang].products);
      expect(await tableScrolls(page), 'the products table fits its frame').toBe(false);

      // Opened from a bookmark, the screen's own document announces its code with the frame's.
      const html = await (await request.get('/admin/orders')).text();
      expect(html).toMatch(/rel="modulepreload"[^>]*\/static\/orders-screen-/);
      expect(html).toMatch(/rel="modulepreload"[^>]*\/static\/console-frame-/);
      await page.goto('/admin/orders');
      await consoleSettled(page);
      await expectColumnsInView(page, words[lang].orders);
      expect(await tableScrolls(page), 'the orders table fits its frame').toBe(false);

      for (const path of await menuPaths(page)) {
        await page.goto(path);
        await consoleSettled(page);
        expect.soft(await pageOverflow(page), `${path} at 1200px: no sideways page scroll`).toBe(0);
        // Nor does its table scroll inside its frame: every column is on the screen.
        if ((await page.locator('[data-table-frame]').count()) > 0) {
          expect.soft(await tableScrolls(page), `${path} at 1200px: the table fits`).toBe(false);
        }
      }
    });

    test('narrower, a list scrolls inside its frame with its first column and actions held; at 375px it is cards', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      // An order to list, whatever the journeys before left.
      await paidOrder(request, await registerAccount(request));
      await signInStaff(context, request, baseURL ?? '', 'admin');
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto('/admin/products');
      await consoleSettled(page);
      expect(await pageOverflow(page)).toBe(0);
      expect(await tableScrolls(page), 'the products table scrolls in its frame').toBe(true);
      const [first, , , , published, actions] = words[lang].products;
      await page
        .locator('[data-table-frame]')
        .first()
        .evaluate((frame) => {
          frame.scrollLeft = frame.scrollWidth;
        });
      for (const title of [first, published, actions]) {
        const header = page.getByRole('columnheader', { name: title, exact: true }).first();
        expect(await wholeInView(header), `${title} stays in view`).toBe(true);
      }

      await page.setViewportSize({ width: 375, height: 812 });
      for (const [path, label] of [
        ['/admin/products', words[lang].products[4]],
        ['/admin/orders', words[lang].orders[4]],
      ] as const) {
        await page.goto(path);
        await consoleSettled(page);
        await expect(page.getByRole('table')).toHaveCount(0);
        const cards = page.getByRole('main').getByRole('listitem');
        await expect(cards.first()).toBeVisible();
        await expect(cards.first().getByRole('term').filter({ hasText: label })).toBeVisible();
        expect(await pageOverflow(page), `${path} at 375px: no sideways page scroll`).toBe(0);
      }
    });

    test('on a phone, a record that is not there says so, and the refusal opens below the bar', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const w = words[lang];
      await signInStaff(context, request, baseURL ?? '', 'admin');
      await useLanguage(page, lang);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/admin/drop?id=999999');
      // The server refused the id: not found, with the way back, and nothing to retry.
      await expect(page.getByText(w.dropMissing)).toBeVisible();
      await expect(page.getByRole('link', { name: w.allDrops })).toHaveAttribute(
        'href',
        '/admin/drops',
      );
      await expect(page.getByRole('button', { name: w.retry })).toHaveCount(0);
      // The bar takes two rows here; the server's words open below them, not over sign-out.
      const notice = page.locator('.ant-notification-notice').first();
      await expect(notice).toBeVisible();
      const bar = await page.getByRole('banner').boundingBox();
      const box = await notice.boundingBox();
      expect(bar && box && box.y >= bar.y + bar.height, 'the notice is below the bar').toBe(true);
      await expect(page.getByRole('button', { name: w.signOut })).toBeVisible();
    });
  });
}
