import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import {
  answer,
  hostileHtml,
  processCard,
  refusal,
  serverFault,
} from '../testing/content-fixtures';
import { ProcessDetailRoute } from './process-detail';
import { fakeApi } from '@/shared/testing/fake-api';

const page = <ProcessDetailRoute />;

const detail: ActionOutput<'processInfo'> = {
  ...processCard(),
  content: hostileHtml,
  steps: [
    { title: '定下主题', text: '艺术家写下一句话，作为整组草图的起点。' },
    { title: '编写算法', text: '工程师把这句话翻译成参数。' },
    { title: '批量生成', text: '一夜之间生成三百张草图。' },
    { title: '挑选', text: '' },
  ],
};

beforeEach(() => {
  setLang('zh-cn');
  delete (window as { hacked?: boolean }).hacked;
});

describe('ProcessDetailRoute', () => {
  it('shows the process with its facts, its text made safe, and its steps in order', async () => {
    answer({ processInfo: () => detail });
    const { container } = renderRoute(page, '/PROCESSDETAIL?id=3');

    expect(await screen.findByRole('heading', { level: 1, name: '生成草图' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('processInfo', { id: 3 }, expect.anything());
    const hero = within(screen.getByRole('banner'));
    expect(hero.getByText('艺术家与工程师一起，用算法画出上百张草图。')).toBeTruthy();
    expect(hero.getByText('约 2 周')).toBeTruthy();
    expect(hero.getByText('4 道工序')).toBeTruthy();

    expect(screen.getByText('正文第一段。')).toBeTruthy();
    expect(screen.getByText('第二段。')).toBeTruthy();
    expect(container.querySelector('script, img[src="x"], [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const steps = within(screen.getByRole('region', { name: '4 道工序' }));
    const items = steps.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '定下主题',
      '编写算法',
      '批量生成',
      '挑选',
    ]);
    expect(items[0]?.textContent).toContain('01');
    expect(items[0]?.textContent).toContain('第 1 步');
    expect(items[3]?.textContent).toContain('第 4 步');

    const back = screen.getAllByRole('link', { name: /全部工艺/ });
    expect(back.map((link) => link.getAttribute('href'))).toEqual(['/PROCESS', '/PROCESS']);
  });

  it('leads on to the other processes, not to the one on the page', async () => {
    answer({
      processInfo: () => detail,
      process: () => [
        processCard(),
        processCard({ id: 5, title: '序列号封存' }),
        processCard({ id: 6, title: '做一只手办' }),
      ],
    });
    renderRoute(page, '/PROCESSDETAIL?id=3');

    const more = within(await screen.findByRole('region', { name: '工作室的其他工艺' }));
    expect(
      more.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['序列号封存', '/PROCESSDETAIL?id=5'],
      ['做一只手办', '/PROCESSDETAIL?id=6'],
    ]);
  });

  it('says the process cannot be found when the server knows no such id', async () => {
    answer({ processInfo: () => refusal() });
    renderRoute(page, '/PROCESSDETAIL?id=999');

    expect(await screen.findByRole('heading', { level: 1, name: '没有找到这道工艺' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部工艺' }).getAttribute('href')).toBe(
      '/PROCESS',
    );
  });

  it('does not ask the server about an id that cannot be one', () => {
    renderRoute(page, '/PROCESSDETAIL?id=abc');
    expect(screen.getByRole('heading', { level: 1, name: '没有找到这道工艺' })).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });

  it('offers a retry, not a not-found, when the server fails', async () => {
    answer({ processInfo: () => serverFault() });
    renderRoute(page, '/PROCESSDETAIL?id=3');

    expect((await screen.findByRole('alert')).textContent).toContain('暂时无法加载这道工艺');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('speaks English', async () => {
    setLang('en');
    answer({ processInfo: () => detail });
    renderRoute(page, '/PROCESSDETAIL?id=3');

    expect(await screen.findByRole('region', { name: '4 steps' })).toBeTruthy();
    expect(screen.getByText('Step 2')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to all processes/ })).toBeTruthy();
  });
});
