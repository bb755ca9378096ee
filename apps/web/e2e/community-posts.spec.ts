import type { Page } from '@playwright/test';
import { api, makePng, signInThroughApi, useToken } from './accounts';
import { expect, test, useLanguage } from './fixtures';
import { confirmInPopup } from './popups';

/** The demo customer, and the neighbour the demo seeds beside them in the same group. */
const author = { account: 'demo', password: 'Demo@12345' };
const neighbour = { account: 'neighbour', password: 'Neighbour@12345' };

const words = {
  'zh-cn': {
    composer: '发帖',
    // antd spaces two Chinese characters on a button.
    post: /^发\s?布$/,
    addImages: '添加图片',
    oneImage: '1/9 张图片',
    published: '已发布',
    comments: /评论（\d+）/,
    commentBox: '您的评论',
    send: /^发\s?送$/,
    delete: /^删\s?除$/,
    like: /^点赞/,
    unlike: /^取消点赞/,
    report: /^举\s?报$/,
    reportDialog: '举报给管理员',
    reason: '与本社群无关',
    sendReport: '提交举报',
    reported: '感谢反馈，管理员会尽快处理',
    tooMany: /每小时最多发 \d+ 条帖子，.+ 后可再发/,
  },
  en: {
    composer: 'Write a post',
    post: /^Post$/,
    addImages: 'Add images',
    oneImage: '1/9 images',
    published: 'Posted',
    comments: /Comments \(\d+\)/,
    commentBox: 'Your comment',
    send: /^Send$/,
    delete: /^Delete$/,
    like: /^Like/,
    unlike: /^Unlike/,
    report: /^Report$/,
    reportDialog: 'Report to the moderators',
    reason: 'Off topic',
    sendReport: 'Send report',
    reported: 'Thank you: the moderators will look at it',
    tooMany: /You can post \d+ times an hour: you can post again after .+/,
  },
} as const;

/** The group the demo customer posts in: where their own posts are. */
async function demoGroupId(page: Page, token: string): Promise<number> {
  const mine = await api<{ list: Array<{ group_id: number }> }>(
    page.request,
    'GET',
    'myGroupPosts',
    {},
    token,
  );
  const groupId = mine.list[0]?.group_id;
  if (!groupId) throw new Error('the demo customer has no posts in a group');
  return groupId;
}

for (const lang of ['zh-cn', 'en'] as const) {
  const w = words[lang];

  test(`a member posts with an image; another likes, comments and reports; the author deletes a comment (${lang})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const authorToken = await signInThroughApi(page.request, author.account, author.password);
    const groupId = await demoGroupId(page, authorToken);
    await useToken(page.context(), authorToken, baseURL ?? '');
    await useLanguage(page, lang);
    await page.goto(`/groupDetail?id=${groupId}`);

    // The member writes, adds a picture, sees it counted, and posts.
    const text = `${lang} kiln day ${Date.now()} https://example.com/notes`;
    const composer = page.getByRole('form', { name: w.composer });
    await composer.getByRole('textbox', { name: w.composer }).fill(text);
    await composer.locator('input[type="file"]').setInputFiles({
      name: 'bowl.png',
      mimeType: 'image/png',
      buffer: makePng(),
    });
    await expect(composer.getByText(w.oneImage)).toBeVisible();
    await expect(composer.locator('img')).toHaveCount(1);
    await composer.getByRole('button', { name: w.post }).click();
    await expect(page.getByText(w.published)).toBeVisible();
    const mine = page.getByRole('article').filter({ hasText: text });
    await expect(mine.locator('img')).toHaveCount(1);
    await expect(mine.getByRole('link', { name: 'https://example.com/notes' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );

    // The author comments on their post, then deletes that comment.
    await mine.getByRole('button', { name: w.comments }).click();
    await mine.getByRole('textbox', { name: w.commentBox }).fill('typo, ignore me');
    await mine.getByRole('button', { name: w.send }).click();
    const ownComment = mine.getByRole('listitem').filter({ hasText: 'typo, ignore me' });
    await expect(ownComment).toBeVisible();
    await ownComment.getByRole('button', { name: w.delete }).click();
    await confirmInPopup(page, w.delete);
    await expect(ownComment).toHaveCount(0);

    // Another member likes, comments and reports.
    const other = await browser.newContext({ baseURL });
    try {
      const theirs = await other.newPage();
      const token = await signInThroughApi(theirs.request, neighbour.account, neighbour.password);
      await useToken(other, token, baseURL ?? '');
      await useLanguage(theirs, lang);
      await theirs.goto(`/groupDetail?id=${groupId}`);
      const post = theirs.getByRole('article').filter({ hasText: text });
      const like = post.getByRole('button', { name: w.like });
      await expect(like).toHaveText('0');
      await like.click();
      const liked = post.getByRole('button', { name: w.unlike });
      await expect(liked).toHaveAttribute('aria-pressed', 'true');
      await expect(liked).toHaveText('1');

      await post.getByRole('button', { name: w.comments }).click();
      await post.getByRole('textbox', { name: w.commentBox }).fill('<b>Lovely</b> glaze');
      await post.getByRole('button', { name: w.send }).click();
      // Markup arrives as the text it is.
      await expect(post.getByText('<b>Lovely</b> glaze')).toBeVisible();

      await post.getByRole('button', { name: w.report }).first().click();
      const dialog = theirs.getByRole('dialog', { name: w.reportDialog });
      await dialog.getByRole('radio', { name: w.reason }).check();
      await dialog.getByRole('button', { name: w.sendReport }).click();
      await expect(theirs.getByText(w.reported)).toBeVisible();
      await expect(dialog).toBeHidden();
    } finally {
      await other.close();
    }
  });

  test(`a member who has posted too much this hour is told when they may post again (${lang})`, async ({
    page,
    baseURL,
  }) => {
    const token = await signInThroughApi(page.request, neighbour.account, neighbour.password);
    const groupId = await demoGroupId(
      page,
      await signInThroughApi(page.request, author.account, author.password),
    );
    // The hour's posts used up through the API (the limit is the community settings').
    for (let i = 0; i < 20; i += 1) {
      const answer = await page.request.post('/api/index/groupPostCreate', {
        headers: { Authorization: `Bearer ${token}` },
        data: { group_id: groupId, text: `busy hour ${i}` },
      });
      if (((await answer.json()) as { code: number }).code !== 200) break;
    }
    await useToken(page.context(), token, baseURL ?? '');
    await useLanguage(page, lang);
    await page.goto(`/groupDetail?id=${groupId}`);
    const composer = page.getByRole('form', { name: w.composer });
    await composer.getByRole('textbox', { name: w.composer }).fill('one more');
    await composer.getByRole('button', { name: w.post }).click();
    await expect(page.getByText(w.tooMany)).toBeVisible();
    // Nothing was lost: the text waits in the box.
    await expect(composer.getByRole('textbox', { name: w.composer })).toHaveValue('one more');
  });
}
