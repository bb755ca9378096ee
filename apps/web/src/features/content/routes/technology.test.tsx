import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import { answer, hostileHtml, refusal } from '../testing/content-fixtures';
import { TechnologyDetailRoute } from './technology-detail';
import { TechnologyRoute } from './technology';

const technologies: ActionOutput<'technology'> = [
  {
    id: 2,
    title: '生成算法',
    summary: '以噪声与粒子为笔。',
    image: '/uploads/seed/tech-2.svg',
    tags: ['粒子系统', '噪声场'],
  },
  {
    id: 4,
    title: '作品溯源',
    summary: '每件作品一个序列号。',
    image: '/uploads/seed/tech-4.svg',
    tags: ['防伪'],
  },
];

beforeEach(() => {
  setLang('zh-cn');
  delete (window as { hacked?: boolean }).hacked;
});

describe('TechnologyRoute', () => {
  it('shows a card per technology with its tags, leading to its detail', async () => {
    answer({ technology: () => technologies });
    renderRoute(<TechnologyRoute />, '/Technology');

    expect(
      await screen.findByRole('heading', { level: 1, name: '我们用来创作的技术' }),
    ).toBeTruthy();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: '生成算法' }).getAttribute('href')).toBe(
      '/technologyDetail?id=2',
    );
    expect(first.getByText('以噪声与粒子为笔。')).toBeTruthy();
    const tags = first.getByRole('list', { name: '标签' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((tag) => tag.textContent),
    ).toEqual(['粒子系统', '噪声场']);
  });

  it('says so when there is no technology yet', async () => {
    answer({ technology: () => [] });
    renderRoute(<TechnologyRoute />, '/Technology');
    expect(await screen.findByRole('heading', { name: '技术介绍正在整理中' })).toBeTruthy();
  });
});

describe('TechnologyDetailRoute', () => {
  it('shows the technology, its tags and its text made safe', async () => {
    answer({
      technologyInfo: () => ({ ...technologies[0]!, content: hostileHtml }),
      technology: () => technologies,
    });
    const { container } = renderRoute(<TechnologyDetailRoute />, '/technologyDetail?id=2');

    expect(await screen.findByRole('heading', { level: 1, name: '生成算法' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('噪声场')).toBeTruthy();
    expect(screen.getByText('第二段。')).toBeTruthy();
    expect(container.querySelector('script, img[src="x"], [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: /返回全部技术/ }).getAttribute('href')).toBe(
      '/Technology',
    );
    const more = within(await screen.findByRole('region', { name: '工作室的其他技术' }));
    expect(more.getByRole('link').getAttribute('href')).toBe('/technologyDetail?id=4');
    expect(more.getByRole('link').textContent).toBe('作品溯源');
  });

  it('says the technology cannot be found, in English too', async () => {
    setLang('en');
    answer({ technologyInfo: () => refusal() });
    renderRoute(<TechnologyDetailRoute />, '/technologyDetail?id=77');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not find this technology' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all technologies' }).getAttribute('href')).toBe(
      '/Technology',
    );
  });
});
