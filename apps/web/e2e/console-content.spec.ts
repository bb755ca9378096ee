import type { Page } from '@playwright/test';
import { api, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { advanceClock, serverNow, timeTravelURL } from './time-travel';

// antd spaces out a two-character Chinese button label, so those names are patterns.
const words = {
  'zh-cn': {
    titleZh: '标题 · 中文',
    titleEn: '标题 · 英文',
    quoteZh: '引言 · 中文',
    quoteEn: '引言 · 英文',
    bioZh: '简历 · 中文',
    bioEn: '简历 · 英文',
    newsTitleZh: '标题 · 中文',
    newsTitleEn: '标题 · 英文',
    publishAt: '发布时间',
    publish: /^发\s?布$/,
    preview: /^预\s?览$/,
    ribbon: '预览 — 尚未发布，访客看不到这些改动',
    published: '已发布，网站现已显示',
    scheduled: '已定时，到时间后在网站显示',
    scheduledTag: '定时发布',
    newNews: '新建新闻',
    missing: '缺英文',
  },
  en: {
    titleZh: 'Title · Chinese',
    titleEn: 'Title · English',
    quoteZh: 'Quote · Chinese',
    quoteEn: 'Quote · English',
    bioZh: 'Biography · Chinese',
    bioEn: 'Biography · English',
    newsTitleZh: 'Title · Chinese',
    newsTitleEn: 'Title · English',
    publishAt: 'Publication time',
    publish: /^Publish$/,
    preview: /^Preview$/,
    ribbon: 'Preview — not published: visitors do not see these changes',
    published: 'Published: the site shows it now',
    scheduled: 'Scheduled: it appears on the site at its time',
    scheduledTag: 'Scheduled',
    newNews: 'New article',
    missing: 'No English',
  },
} as const;

/** Replaces what a rich-text editor holds with typed text. */
async function typeInEditor(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Pastes HTML into a rich-text editor, as a copy from another page would arrive. */
async function pasteIntoEditor(page: Page, label: string, html: string): Promise<void> {
  const editor = page.getByRole('textbox', { name: label, exact: true });
  await editor.click();
  await page.keyboard.press('End');
  await editor.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/html', pasted);
    data.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** Fails the test if the page ran anything a stored text tried to run. */
async function expectNothingRan(page: Page): Promise<void> {
  const ran = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss);
  expect(ran).toBeUndefined();
  await expect(page.locator('main [onerror], main script')).toHaveCount(0);
}

const HOSTILE =
  '<p>hostile</p><script>window.__xss = "script"; alert("script")</script>' +
  '<img src="/missing-image.png" onerror="window.__xss = \'img\'; alert(\'img\')">';

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test.describe(`site content in the console (${lang})`, () => {
    test('an editor changes the founder page in both languages and the site shows it', async ({
      page,
      context,
      request,
      baseURL,
      consoleWatch,
    }) => {
      // Reading the pasted HTML, the editor's browser refuses its inline handler (the console's
      // content security policy) before the editor drops it; a visitor's page never sees one.
      consoleWatch.allow(/Executing inline event handler violates/);
      const stamp = `${Date.now()}`.slice(-6);
      const titleZh = `创始人与主理人 ${stamp}`;
      const titleEn = `Founder and director ${stamp}`;
      const quoteZh = `一笔一画，慢慢来 ${stamp}`;
      const quoteEn = `Stroke by stroke, slowly ${stamp}`;
      const bioZh = `她在杭州画了二十年 ${stamp}`;
      const bioEn = `She has painted in Hangzhou for twenty years ${stamp}`;
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const token = await signInThroughApi(request, 'editor', 'Editor@12345');
      await useToken(context, token, baseURL ?? '');
      await useLanguage(page, lang);

      await page.goto('/admin/site-page?kind=founder&key=founder');
      await page.getByLabel(w.titleZh).fill(titleZh);
      await page.getByLabel(w.titleEn).fill('');
      // Chinese only for now: the form says the English is missing.
      await expect(page.getByText(w.missing).first()).toBeVisible();
      await page.getByLabel(w.titleEn).fill(titleEn);
      await page.getByLabel(w.quoteZh).fill(quoteZh);
      await page.getByLabel(w.quoteEn).fill(quoteEn);
      await typeInEditor(page, w.bioZh, bioZh);
      await typeInEditor(page, w.bioEn, bioEn);
      // A script and an image with an onerror handler pasted from elsewhere.
      await pasteIntoEditor(page, w.bioEn, HOSTILE);

      // The preview saves the draft and shows the page as a visitor will see it. The tab it
      // asks for is opened beside the editor, after the editor's buttons have settled: a tab
      // opened by the page goes in front of it, and a background tab runs no transitions, so
      // antd's motions in the editor would never end.
      await page.evaluate(() => {
        const opened: string[] = [];
        Object.assign(window, { openedTabs: opened });
        window.open = (url?: string | URL) => {
          opened.push(String(url ?? ''));
          return null;
        };
      });
      const openedTabs = () =>
        page.evaluate(() => (window as unknown as { openedTabs: string[] }).openedTabs);
      await page.getByRole('button', { name: w.preview }).click();
      await expect.poll(openedTabs).toContainEqual(expect.stringMatching(/\/FOUNDER\?preview=1/));
      await expect(page.getByRole('button', { name: w.publish })).toBeEnabled();
      const previewPath = (await openedTabs()).find((url) => url.includes('preview=1')) ?? '';
      const preview = await context.newPage();
      await preview.goto(previewPath);
      await expect(preview.getByText(w.ribbon)).toBeVisible();
      await expect(preview.getByText(lang === 'en' ? titleEn : titleZh)).toBeVisible();
      await preview.close();
      await page.bringToFront();

      await page.getByRole('button', { name: w.publish }).click();
      await expect(page.getByText(w.published)).toBeVisible();

      // A visitor reads the page in both languages.
      await context.clearCookies();
      for (const [reader, title, quote, bio] of [
        ['zh-cn', titleZh, quoteZh, bioZh],
        ['en', titleEn, quoteEn, bioEn],
      ] as const) {
        const visitor = await context.newPage();
        await visitor.addInitScript((chosen) => {
          window.localStorage.setItem('lang', JSON.stringify({ content: chosen, expire: 0 }));
        }, reader);
        visitor.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        visitor.on('console', (message) => {
          if (message.type() === 'error') dialogs.push(message.text());
        });
        await visitor.goto('/FOUNDER');
        await expect(visitor.getByText(title)).toBeVisible();
        await expect(visitor.getByText(quote)).toBeVisible();
        await expect(visitor.getByText(bio)).toBeVisible();
        await expectNothingRan(visitor);
        await visitor.close();
      }
      expect(dialogs).toEqual([]);
    });

    test('a script or an onerror attribute sent as a text never reaches a visitor', async ({
      page,
      request,
    }) => {
      const stamp = `${Date.now()}`.slice(-6);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const token = await signInThroughApi(request, 'editor', 'Editor@12345');
      const info = await api<{ live: Record<string, unknown> | null }>(
        request,
        'GET',
        'contentInfo',
        { kind: 'richText', key: 'points_rules' },
        token,
      );
      await api(
        request,
        'POST',
        'contentSave',
        {
          key: 'points_rules',
          publish: true,
          body: {
            ...info.live,
            kind: 'richText',
            content_zh: `<p>积分规则 ${stamp}</p>${HOSTILE}`,
            content_en: `<p>Points rules ${stamp}</p>${HOSTILE}`,
          },
        },
        token,
      );

      await useLanguage(page, lang);
      await page.goto('/richText?key=points_rules');
      await expect(
        page.getByText(lang === 'en' ? `Points rules ${stamp}` : `积分规则 ${stamp}`),
      ).toBeVisible();
      await expect(page.getByText('hostile')).toBeVisible();
      await expectNothingRan(page);
      expect(dialogs).toEqual([]);
    });
  });

  test.describe(`scheduled news (${lang})`, () => {
    // This server's clock is put forward; the shared server's never is.
    test.use({ baseURL: timeTravelURL });

    test('a news item scheduled by an editor appears on the site when its time comes', async ({
      page,
      context,
      request,
    }) => {
      const stamp = `${Date.now()}`.slice(-6);
      const titleZh = `秋季开放日 ${stamp}`;
      const titleEn = `Autumn open day ${stamp}`;
      const title = lang === 'en' ? titleEn : titleZh;
      const token = await signInThroughApi(request, 'editor', 'Editor@12345');
      await useToken(context, token, timeTravelURL);
      await useLanguage(page, lang);

      // Two hours after the server's time, as the browser's date-and-time field takes it (its own zone).
      const now = await serverNow(request);
      const due = new Date(now.getTime() + 2 * 3600_000);
      const local = await page.evaluate((iso) => {
        const d = new Date(iso);
        const two = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
      }, due.toISOString());

      await page.goto('/admin/news');
      await page.getByRole('button', { name: w.newNews }).click();
      await page.getByLabel(w.newsTitleZh).fill(titleZh);
      await page.getByLabel(w.newsTitleEn).fill(titleEn);
      await page.getByLabel(w.publishAt).fill(local);
      await page.getByRole('button', { name: w.publish }).click();
      await expect(page.getByText(w.scheduled)).toBeVisible();
      await expect(page.getByText(w.scheduledTag).first()).toBeVisible();

      // Not on the site before its time.
      await context.clearCookies();
      await page.goto('/news');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(title)).toHaveCount(0);

      await advanceClock(request, 3 * 3600);
      await page.reload();
      await expect(page.getByText(title)).toBeVisible();
    });
  });
}
