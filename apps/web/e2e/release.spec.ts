import { api, signInThroughApi } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { advanceClock, serverNow, timeTravelURL } from './time-travel';
import { shopMinute } from './shop-clock';

const words = {
  'zh-cn': { onSaleAt: (time: string) => `${time} 开售`, buyNow: '立即购买' },
  en: { onSaleAt: (time: string) => `On sale at ${time}`, buyNow: 'Buy now' },
};

type Detail = Record<string, unknown> & { id: number; product_no: string };

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`a scheduled release (${lang})`, () => {
    // This server's clock is put forward; the shared server's never is.
    test.use({ baseURL: timeTravelURL });

    test('a visitor watches the countdown and the buy button appears at the release', async ({
      page,
      request,
    }) => {
      // A copy of a demo print, on sale two hours from the server's time (to the minute).
      const token = await signInThroughApi(request, 'editor', 'Editor@12345');
      const list = await api<{ list: { id: number }[] }>(
        request,
        'GET',
        'productAdminList',
        { type: 'art', limit: 1 },
        token,
      );
      const source = await api<Detail>(
        request,
        'GET',
        'productAdminInfo',
        { id: list.list[0]?.id ?? 0 },
        token,
      );
      const now = (await serverNow(request)).getTime();
      const time = shopMinute(now + 2 * 3600_000);
      const {
        id,
        sales,
        on_sale,
        missing_english,
        created_at,
        updated_at,
        movements,
        history,
        ...fields
      } = source;
      void [id, sales, on_sale, missing_english, created_at, updated_at, movements, history];
      const saved = await api<{ id: number }>(
        request,
        'POST',
        'productSave',
        {
          ...fields,
          product_no: `REL-${lang}-${Date.now() % 1_000_000}`,
          stock: 5,
          release_at: time,
          limit_per_customer: 1,
        },
        token,
      );
      await api(request, 'POST', 'productPublish', { id: saved.id, on_sale: true }, token);
      const info = await api<{ release_at: string }>(request, 'GET', 'productInfo', {
        id: saved.id,
      });
      const releaseAt = Date.parse(info.release_at);

      await useLanguage(page, lang);
      await page.goto(`/productDetail?id=${saved.id}`);
      await expect(page.getByText(w.onSaleAt(time))).toBeVisible();
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByRole('button', { name: w.buyNow })).toHaveCount(0);

      // The server's clock moves to a few seconds before the release; the page follows it
      // without a reload, and offers the buttons when the count reaches zero.
      const before = (await serverNow(request)).getTime();
      await advanceClock(request, Math.floor((releaseAt - before) / 1000) - 4);
      await expect(page.getByRole('button', { name: w.buyNow })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('timer')).toHaveCount(0);
    });
  });
}
