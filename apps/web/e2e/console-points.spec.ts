import type { Page } from '@playwright/test';
import { signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';

const words = {
  'zh-cn': {
    gameTitle: '积分游戏',
    scoreTitle: '积分规则',
    weight: (n: number) => `权重 ${n}`,
    budget: '每日奖池',
    signPoints: '每次签到积分',
    save: '保存为新版本',
    inForce: (v: number) => `当前生效：第 ${v} 版`,
    saved: (v: number) => `已保存为第 ${v} 版`,
    overBudget: /超过了每日奖池（1 积分）/,
    changes: '变更记录',
    savedGameRules: '保存积分游戏规则',
    savedScoreRules: '保存积分规则',
    prizes: '奖品',
    signPointsField: '签到积分',
    target: '积分游戏 #game',
  },
  en: {
    gameTitle: 'Points game',
    scoreTitle: 'Points rules',
    weight: (n: number) => `Weight ${n}`,
    budget: 'Daily payout budget',
    signPoints: 'Points per sign-in',
    save: 'Save as a new version',
    inForce: (v: number) => `Version ${v} in force`,
    saved: (v: number) => `Saved as version ${v}`,
    overBudget: /is more than the daily payout budget \(1 points\)/,
    changes: 'Changes',
    savedGameRules: 'Saved points game rules',
    savedScoreRules: 'Saved points rules',
    prizes: 'Prizes',
    signPointsField: 'Sign-in points',
    target: 'Points game #game',
  },
} as const;

/** The version the screen's header says is in force. */
async function versionInForce(page: Page): Promise<number> {
  const tag = page.getByText(/(Version \d+ in force|当前生效：第 \d+ 版)/);
  await expect(tag).toBeVisible();
  return Number(/\d+/.exec((await tag.textContent()) ?? '')?.[0]);
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`an operator changes the game's odds and the sign-in points; a bad budget is refused with its reason (${lang})`, async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    await useLanguage(page, lang);
    await useToken(
      context,
      await signInThroughApi(request, 'operator', 'Operator@12345'),
      baseURL ?? '',
    );

    // The game: a prize's weight changes, its odds change as it is typed.
    await page.goto('/admin/game-rules');
    await expect(page.getByRole('heading', { level: 1, name: w.gameTitle })).toBeVisible();
    const version = await versionInForce(page);
    const odds = page.getByTestId('prize-odds');
    const firstOdds = (await odds.first().textContent()) ?? '';
    const weight = page.getByLabel(w.weight(1), { exact: true });
    const was = Number(await weight.inputValue());
    await weight.fill(String(was + 7));
    await expect(odds.first()).not.toHaveText(firstOdds);
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved(version + 1))).toBeVisible();
    await expect(page.getByText(w.inForce(version + 1))).toBeVisible();
    // The version list and the changes name the operator's save.
    await expect(page.getByRole('cell', { name: `v${version + 1}` })).toBeVisible();
    const changes = page.locator('[data-card]').filter({ hasText: w.changes });
    await expect(changes.getByText(w.savedGameRules).first()).toBeVisible();

    // A budget smaller than a prize is refused with the reason; nothing is saved.
    await page.getByLabel(w.budget, { exact: true }).fill('1');
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.overBudget)).toBeVisible();
    await page.reload();
    await expect(page.getByText(w.inForce(version + 1))).toBeVisible();

    // The points rules: the sign-in points.
    await page.goto('/admin/points-rules');
    await expect(page.getByRole('heading', { level: 1, name: w.scoreTitle })).toBeVisible();
    const scoreVersion = await versionInForce(page);
    const points = page.getByLabel(w.signPoints, { exact: true });
    const before = Number(await points.inputValue());
    await points.fill(String(before === 5 ? 6 : 5));
    await page.getByRole('button', { name: w.save }).click();
    await expect(page.getByText(w.saved(scoreVersion + 1))).toBeVisible();
    await expect(page.getByText(w.inForce(scoreVersion + 1))).toBeVisible();
    const scoreChanges = page.locator('[data-card]').filter({ hasText: w.changes });
    await expect(scoreChanges.getByText(w.savedScoreRules).first()).toBeVisible();
    await expect(scoreChanges).toContainText(w.signPointsField);

    // The audit trail, where an administrator reads it, holds the game's change.
    const admin = await browser.newContext({ baseURL });
    try {
      await useToken(admin, await signInThroughApi(request, 'admin', 'Admin@12345'), baseURL ?? '');
      const trail = await admin.newPage();
      await useLanguage(trail, lang);
      // Narrowed to the game: the other journeys' changes would push it off the first page.
      await trail.goto('/admin/audit?target_type=game_config');
      const row = trail.getByRole('row').filter({ hasText: w.savedGameRules }).first();
      await expect(row).toContainText(w.target);
      await expect(row).toContainText(w.prizes);
    } finally {
      await admin.close();
    }
  });
}
