import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import { answer, hostileHtml, newsCard, refusal } from '../testing/content-fixtures';
import { NewsDetailRoute } from './news-detail';
import { fakeApi } from '@/shared/testing/fake-api';

const page = <NewsDetailRoute />;

const article: ActionOutput<'newsInfo'> = {
  ...newsCard(),
  content: hostileHtml,
  previous: { id: 20, title: '工作室搬进艺创园' },
  next: { id: 22, title: '超级个体计划招募第二期' },
};

beforeEach(() => {
  setLang('zh-cn');
  delete (window as { hacked?: boolean }).hacked;
});

describe('NewsDetailRoute', () => {
  it('reads the article: title, section, date, picture and its text made safe', async () => {
    answer({ newsInfo: () => article });
    const { container } = renderRoute(page, '/newsDetail?id=21');

    const title = await screen.findByRole('heading', { level: 1, name: '「流光」回到杭州' });
    const view = within(title.closest('article') as HTMLElement);
    expect(view.getByText('展览')).toBeTruthy();
    expect(view.getByText('2025年3月18日')).toBeTruthy();
    expect(view.getByText('首个生成艺术个展在文三路重新开放。')).toBeTruthy();
    expect(container.querySelector('img[src="/uploads/seed/news-21.svg"]')).toBeTruthy();
    expect(view.getByText('正文第一段。')).toBeTruthy();
    expect(container.querySelector('script, img[src="x"], [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('leads on to the older and newer articles and back to the news', async () => {
    answer({ newsInfo: () => article });
    renderRoute(page, '/newsDetail?id=21');

    const nav = within(await screen.findByRole('navigation', { name: '继续阅读' }));
    const older = nav.getByRole('link', { name: /上一篇.*工作室搬进艺创园/ });
    expect(older.getAttribute('href')).toBe('/newsDetail?id=20');
    expect(
      nav.getByRole('link', { name: /下一篇.*超级个体计划招募第二期/ }).getAttribute('href'),
    ).toBe('/newsDetail?id=22');
    expect(screen.getByRole('link', { name: /返回新闻列表/ }).getAttribute('href')).toBe('/news');

    await userEvent.click(older);
    expect(screen.getByTestId('location').textContent).toBe('/newsDetail?id=20');
  });

  it('leaves out the side that has no article', async () => {
    setLang('en');
    answer({ newsInfo: () => ({ ...article, next: null }) });
    renderRoute(page, '/newsDetail?id=21');

    const nav = within(await screen.findByRole('navigation', { name: 'Read on' }));
    expect(nav.getAllByRole('link')).toHaveLength(1);
    expect(nav.getByRole('link', { name: /Previous article/ })).toBeTruthy();
    expect(screen.getByText('18 March 2025')).toBeTruthy();
  });

  it('says the article cannot be found when the server knows no such id', async () => {
    answer({ newsInfo: () => refusal() });
    renderRoute(page, '/newsDetail?id=404');

    expect(await screen.findByRole('heading', { level: 1, name: '没有找到这篇文章' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部新闻' }).getAttribute('href')).toBe('/news');
  });

  it('does not ask the server without an id', () => {
    renderRoute(page, '/newsDetail');
    expect(screen.getByRole('heading', { level: 1, name: '没有找到这篇文章' })).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });
});
