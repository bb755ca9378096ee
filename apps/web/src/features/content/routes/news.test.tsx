import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import { NEWS_PER_PAGE } from '../api/get-news-list';
import { answer, newsCard } from '../testing/content-fixtures';
import { NewsRoute } from './news';
import { fakeApi } from '@/shared/testing/fake-api';

const page = <NewsRoute />;

/** Twenty articles, newest first, as the server pages them. */
const all = Array.from({ length: 20 }, (_, index) =>
  newsCard({
    id: 100 - index,
    title: `第 ${index + 1} 条新闻`,
    published_at: new Date(Date.UTC(2025, 5, 20 - index, 2)).toISOString(),
  }),
);

function pageOf(input: unknown): ActionOutput<'newsList'> {
  const { page: number, limit } = input as { page: number; limit: number };
  return {
    list: all.slice((number - 1) * limit, number * limit),
    total: all.length,
    page: number,
    limit,
  };
}

const titles = () =>
  screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

beforeEach(() => {
  setLang('zh-cn');
});

describe('NewsRoute', () => {
  it('leads with the newest story, dates each in Chinese, and links to the article', async () => {
    answer({ newsList: pageOf });
    renderRoute(page, '/news');

    expect(await screen.findByRole('heading', { level: 1, name: '工坊近况' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'newsList',
      { page: 1, limit: NEWS_PER_PAGE },
      expect.anything(),
    );
    expect(titles()).toEqual(all.slice(0, NEWS_PER_PAGE).map((news) => news.title));
    const lead = within(screen.getAllByRole('article')[0] as HTMLElement);
    expect(lead.getByText('最新')).toBeTruthy();
    expect(lead.getByText('展览')).toBeTruthy();
    expect(lead.getByText('2025年6月20日').getAttribute('datetime')).toBe('2025-06-20');
    expect(lead.getByRole('link', { name: '第 1 条新闻' }).getAttribute('href')).toBe(
      '/newsDetail?id=100',
    );
    expect(screen.getByText('共 20 篇')).toBeTruthy();
  });

  it('pages through the news, keeping the page in the address', async () => {
    answer({ newsList: pageOf });
    renderRoute(page, '/news');

    const pager = within(await screen.findByRole('navigation', { name: '新闻分页' }));
    expect(pager.getByText('第 1 页').closest('[aria-current="page"]')).toBeTruthy();
    expect(pager.getByRole('link', { name: '第 3 页' }).getAttribute('href')).toBe('/news?page=3');
    expect(pager.queryByRole('link', { name: /上一页/ })).toBeNull();

    await userEvent.click(pager.getByRole('link', { name: /下一页/ }));
    expect(screen.getByTestId('location').textContent).toBe('/news?page=2');
    expect(await screen.findByRole('heading', { name: `第 ${NEWS_PER_PAGE + 1} 条新闻` }));
    expect(fakeApi.calls).toHaveBeenLastCalledWith(
      'newsList',
      { page: 2, limit: NEWS_PER_PAGE },
      expect.anything(),
    );
    // Later pages have no lead story.
    expect(screen.queryByText('最新')).toBeNull();
    expect(screen.getAllByText('第 2 / 3 页').length).toBeGreaterThan(0);

    const second = within(screen.getByRole('navigation', { name: '新闻分页' }));
    expect(second.getByRole('link', { name: /上一页/ }).getAttribute('href')).toBe('/news');
  });

  it('opens the page the address names, and dates in English', async () => {
    setLang('en');
    answer({ newsList: pageOf });
    renderRoute(page, '/news?page=3');

    const last = all.slice(2 * NEWS_PER_PAGE);
    expect(await screen.findByRole('heading', { name: last[0]?.title })).toBeTruthy();
    expect(titles()).toEqual(last.map((news) => news.title));
    const pager = within(screen.getByRole('navigation', { name: 'News pages' }));
    expect(pager.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(screen.getByText('20 articles')).toBeTruthy();
    const date = new Date(last[0]?.published_at ?? '');
    expect(screen.getAllByRole('article')[0]?.textContent).toContain(
      `${date.getUTCDate()} June 2025`,
    );
  });

  it('leads back to the first page from a page past the end', async () => {
    answer({ newsList: pageOf });
    renderRoute(page, '/news?page=9');

    expect(await screen.findByRole('heading', { name: '这一页没有文章' })).toBeTruthy();
    expect(screen.getByText(/新闻一共只有 3 页/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '回到第一页' }).getAttribute('href')).toBe('/news');
  });

  it('says so when there is no news, without a pager', async () => {
    answer({ newsList: () => ({ list: [], total: 0, page: 1, limit: NEWS_PER_PAGE }) });
    renderRoute(page, '/news');

    expect(await screen.findByRole('heading', { name: '还没有新闻' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows no pager when every article fits on one page', async () => {
    answer({
      newsList: () => ({ list: all.slice(0, 2), total: 2, page: 1, limit: NEWS_PER_PAGE }),
    });
    renderRoute(page, '/news');

    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
