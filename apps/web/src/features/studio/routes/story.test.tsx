import { STORY_PAGES } from '@atelier/contract/formats';
import type { ActionOutput } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { business } from '../testing/fixtures';
import { StoryRoute } from './story';

function answer(result: () => Promise<unknown>) {
  for (const page of STORY_PAGES) {
    fakeApi.on(page, () => result() as Promise<ActionOutput<typeof page>>);
  }
}

beforeEach(() => {});

describe('StoryRoute', () => {
  it('lays the business page out as a hero, an overview and numbered chapters', async () => {
    answer(() => Promise.resolve(business));
    renderRoute(<StoryRoute page="business" />, '/BUSINESS');

    expect(screen.getByText('正在加载业务介绍').closest('[role=status]')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: business.title })).toBeTruthy();
    expect(fakeApi.calls.mock.calls[0]?.[0]).toBe('business');
    expect(screen.getByText('工作室业务')).toBeTruthy();
    expect(screen.getByText(business.lead)).toBeTruthy();
    expect(screen.getByText('自 2016 年起，工坊与 120 多位艺术家合作。')).toBeTruthy();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const chapters = within(screen.getByRole('navigation', { name: '本页目录' }));
    expect(chapters.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '01原创作品',
      '02艺术商城',
      '03MR 体验馆',
    ]);
    for (const section of business.sections) {
      const chapter = screen.getByRole('article', { name: section.title });
      expect(within(chapter).getByText(section.summary)).toBeTruthy();
      expect(within(chapter).getByRole('img').getAttribute('src')).toBe(section.image);
    }

    // The body's quotation is set large between the chapters, not repeated in the body.
    const quote = screen.getByText('每一件作品都值得被郑重收藏。');
    expect(quote.closest('figure')).toBeTruthy();
    expect(screen.getAllByText('每一件作品都值得被郑重收藏。')).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: /我们相信的事/ }));
    expect(screen.getByTestId('location').textContent).toBe('/Idea');
  });

  it('shows a designed error whose retry loads the page', async () => {
    let fail = true;
    answer(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(business)));
    renderRoute(<StoryRoute page="city" />, '/city');

    expect((await screen.findByRole('alert')).textContent).toContain('城市故事暂时无法打开');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: business.title })).toBeTruthy();
  });

  it('says the page is being written when it has no content yet', async () => {
    answer(() =>
      Promise.resolve({ title: ' ', lead: '', body: '<p></p>', image: '', sections: [] }),
    );
    renderRoute(<StoryRoute page="idea" />, '/Idea');
    expect(await screen.findByRole('heading', { level: 1, name: '理念正在整理中' })).toBeTruthy();
  });
});
