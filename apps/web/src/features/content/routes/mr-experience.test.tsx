import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import { answer, serverFault } from '../testing/content-fixtures';
import { MrExperienceRoute } from './mr-experience';

const experiences: ActionOutput<'mr'> = [
  {
    id: 1,
    title: '流光漫游',
    summary: '走进「流光」的粒子河流。',
    image: '/uploads/seed/mr-1.svg',
    location: '艺创园 5 号楼 MR 体验馆',
    duration_minutes: 25,
    open_hours: '周二至周日 10:00–19:00',
  },
  {
    id: 2,
    title: '光的温室',
    summary: '种下一株会发光的植物。',
    image: '/uploads/seed/mr-2.svg',
    location: '艺创园 5 号楼 二层',
    duration_minutes: 1,
    open_hours: '周末 14:00–18:00',
  },
];

beforeEach(() => {
  setLang('zh-cn');
});

describe('MrExperienceRoute', () => {
  it('shows each experience with where, how long and when', async () => {
    answer({ mr: () => experiences });
    renderRoute(<MrExperienceRoute />, '/mrExperience');

    expect(screen.getByRole('heading', { level: 1, name: '混合现实体验' })).toBeTruthy();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      '流光漫游',
      '光的温室',
    ]);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('img', { name: '流光漫游的体验现场' })).toBeTruthy();
    expect(first.getByText('走进「流光」的粒子河流。')).toBeTruthy();
    expect(first.getByText('地点').nextSibling?.textContent).toBe('艺创园 5 号楼 MR 体验馆');
    expect(first.getByText('时长').nextSibling?.textContent).toBe('25 分钟');
    expect(first.getByText('开放时间').nextSibling?.textContent).toBe('周二至周日 10:00–19:00');
  });

  it('speaks English, with singular and plural minutes', async () => {
    setLang('en');
    answer({ mr: () => experiences });
    renderRoute(<MrExperienceRoute />, '/mrExperience');

    const cards = await screen.findAllByRole('article');
    expect(within(cards[0] as HTMLElement).getByText('Length').nextSibling?.textContent).toBe(
      '25 minutes',
    );
    expect(within(cards[1] as HTMLElement).getByText('Length').nextSibling?.textContent).toBe(
      '1 minute',
    );
  });

  it('says so when no experience is open, and offers a retry when loading fails', async () => {
    answer({ mr: () => [] });
    const first = renderRoute(<MrExperienceRoute />, '/mrExperience');
    expect(await screen.findByRole('heading', { name: '体验馆正在布展' })).toBeTruthy();
    first.unmount();

    let fail = true;
    answer({ mr: () => (fail ? serverFault() : experiences) });
    renderRoute(<MrExperienceRoute />, '/mrExperience');
    expect((await screen.findByRole('alert')).textContent).toContain('暂时无法加载 MR 体验');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });
});
