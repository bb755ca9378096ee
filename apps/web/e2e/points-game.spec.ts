import type { Page } from '@playwright/test';
import { api, registerAccount, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';

const words = {
  'zh-cn': {
    title: '积分游戏',
    spin: /转一次/,
    won: /恭喜获得|谢谢参与|返还/,
    rotate: '公开种子并更换新种子',
    rotated: '种子已公开，新种子的承诺已发布',
    verify: '验证我的游戏',
    allGood: (n: number) => `已验证 ${n} 次，全部一致 ✓`,
  },
  en: {
    title: 'Points game',
    spin: /Spin for/,
    won: /You won|Better luck next time|You got/,
    rotate: 'Reveal seed and start a new one',
    rotated: 'Seed revealed; a new one is committed',
    verify: 'Verify my plays',
    allGood: (n: number) => `All ${n} plays checked: they match ✓`,
  },
} as const;

interface GameConfig {
  cost: number;
  prizes: Array<{ points: number; name: { 'zh-cn': string; en: string } }>;
}

const balanceOf = async (page: Page) =>
  Number((await page.getByTestId('game-balance').innerText()).replace(/,/g, ''));

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  // The wheel settles at once, as for a reader who asked for less motion.
  test.use({ reducedMotion: 'reduce' });

  test(`a customer plays, sees the balance move by prize minus cost, rotates and verifies every play (${lang})`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const customer = await registerAccount(request);
    const me = await api<{ id: number }>(request, 'GET', 'userInfo', {}, customer.token);
    const adminToken = await signInThroughApi(request, 'admin', 'Admin@12345');
    await api(
      request,
      'POST',
      'pointsAdjust',
      { id: me.id, delta: 500, reason: 'Points game journey' },
      adminToken,
    );
    const config = await api<GameConfig>(request, 'GET', 'gameConfig');

    await useToken(context, customer.token, base);
    await useLanguage(page, lang);
    await page.goto('/playGame');
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    const commitment = await page.getByTestId('game-commitment').innerText();
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId('game-balance')).toHaveText('500');

    let balance = 500;
    for (let spin = 0; spin < 3; spin += 1) {
      const answer = page.waitForResponse((r) => r.url().includes('/api/index/scoreGame'));
      await page.getByRole('button', { name: w.spin }).click();
      const played = (await (await answer).json()) as {
        data: { play: { prize: number; prize_points: number } };
      };
      const prize = config.prizes[played.data.play.prize]!;
      await expect(page.getByTestId('game-result')).toContainText(prize.name[lang]);
      await expect(page.getByTestId('game-result')).toContainText(w.won);
      balance += prize.points - config.cost;
      await expect(page.getByTestId('game-balance')).toHaveText(
        String(balance).replace(/\B(?=(\d{3})+(?!\d))/g, ','),
      );
      expect(await balanceOf(page)).toBe(balance);
    }
    await expect(page.getByTestId('game-recent').getByRole('listitem')).toHaveCount(3);

    // Before rotation there is nothing to verify; after it, each play checks out.
    await page.getByRole('button', { name: w.rotate }).click();
    await expect(page.getByText(w.rotated)).toBeVisible();
    await expect(page.getByTestId('game-commitment')).not.toHaveText(commitment);
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page.getByTestId('verify-summary')).toHaveText(w.allGood(3));
    await expect(page.getByTestId('verify-play')).toHaveCount(3);
    for (const row of await page.getByTestId('verify-play').all()) {
      await expect(row).toContainText('✓');
    }
  });
}
