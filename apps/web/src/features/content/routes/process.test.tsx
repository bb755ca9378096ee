import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import { answer, serverFault, processCard } from '../testing/content-fixtures';
import { ProcessRoute } from './process';

const page = <ProcessRoute />;

const processes = [
  processCard(),
  processCard({
    id: 5,
    title: '序列号封存',
    summary: '每件作品出库前写入唯一的防伪序列号。',
    duration: '1 天',
    step_count: 1,
  }),
];

beforeEach(() => {
  setLang('zh-cn');
});

describe('ProcessRoute', () => {
  it('lays out each process in order with its summary, duration and steps, leading to its detail', async () => {
    answer({ process: () => processes });
    renderRoute(page, '/PROCESS');

    expect(screen.getByText('正在加载工艺介绍')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '一件作品的诞生' })).toBeTruthy();
    const hero = within(screen.getByRole('banner'));
    expect(hero.getByText('工艺门类').nextSibling?.textContent).toBe('2');
    expect(hero.getByText('工序合计').nextSibling?.textContent).toBe('5');

    const overview = within(screen.getByRole('region', { name: '工作室里的 2 道工艺' }));
    const rows = overview.getAllByRole('article');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '生成草图',
      '序列号封存',
    ]);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('艺术家与工程师一起，用算法画出上百张草图。')).toBeTruthy();
    expect(first.getByText('约 2 周')).toBeTruthy();
    expect(first.getByText('4 道工序')).toBeTruthy();
    expect(first.getByText('工艺 01')).toBeTruthy();
    expect(first.getByRole('link', { name: '生成草图' }).getAttribute('href')).toBe(
      '/PROCESSDETAIL?id=3',
    );

    await userEvent.click(
      within(rows[1] as HTMLElement).getByRole('link', { name: '查看「序列号封存」的完整工艺' }),
    );
    expect(screen.getByTestId('location').textContent).toBe('/PROCESSDETAIL?id=5');
  });

  it('speaks English, with singular and plural steps', async () => {
    setLang('en');
    answer({ process: () => processes });
    renderRoute(page, '/PROCESS');

    expect(await screen.findByRole('heading', { level: 1, name: 'How a work comes to be' }));
    expect(screen.getByRole('region', { name: '2 processes in the studio' })).toBeTruthy();
    expect(screen.getByText('4 steps')).toBeTruthy();
    expect(screen.getByText('1 step')).toBeTruthy();
  });

  it('says so when there is no process yet, without a count in the hero', async () => {
    answer({ process: () => [] });
    renderRoute(page, '/PROCESS');

    expect(await screen.findByRole('heading', { name: '工艺介绍正在整理中' })).toBeTruthy();
    expect(screen.queryByText('工序合计')).toBeNull();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('shows a designed error whose retry loads the processes', async () => {
    let fail = true;
    answer({ process: () => (fail ? serverFault() : processes) });
    renderRoute(page, '/PROCESS');

    expect((await screen.findByRole('alert')).textContent).toContain('暂时无法加载工艺介绍');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('link', { name: '生成草图' })).toBeTruthy();
  });
});
