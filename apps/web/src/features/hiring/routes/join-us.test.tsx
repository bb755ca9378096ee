import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { shopConfigWith } from '@/shared/testing/shop-config';
import { positionCard, renderHiring } from '../testing/render-hiring';
import { JoinUsRoute } from './join-us';

type Page = ActionOutput<'joinUs'>;
type Card = Page['list'][number];

const engineer = positionCard();
const resident = positionCard({
  id: 9,
  title: '超级个体 · 驻留创作者',
  department: '超级个体计划',
  city: '杭州 / 远程',
  kind: 'programme',
  summary: '一年的工作室、设备与展出机会。',
  headcount: 6,
  published_at: '2025-02-18T09:00:00.000+08:00',
});

function pageOf(list: Card[], total = list.length): Page {
  return { list, total, page: 1, limit: 8 };
}

const page = <JoinUsRoute />;

beforeEach(() => {
  setLang('zh-cn');
  // A spy, so it is put back after the test.
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
});

describe('JoinUsRoute', () => {
  it('tells what working at the studio is like, then lists the open positions', async () => {
    fakeApi.answer('joinUs', pageOf([engineer, resident]));
    renderHiring(page, '/joinUs');

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      '在西湖边，和艺术家一起做作品',
    );
    expect(screen.getByRole('heading', { name: '一座开放的工作室' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '工作室面谈' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: '职位列表' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('link', { name: '生成艺术工程师' }).getAttribute('href')).toBe(
      '/joinUsDetails?id=5',
    );
    expect(first.getByText('全职')).toBeTruthy();
    expect(first.getByText('技术部')).toBeTruthy();
    expect(first.getByText('杭州')).toBeTruthy();
    expect(first.getByText('招 2 人')).toBeTruthy();
    expect(first.getByText('2025 年 3 月 1 日 发布')).toBeTruthy();
    expect(first.getByText('与艺术家一起，把算法写成会呼吸的画面。')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('创作者计划')).toBeTruthy();
    expect(screen.getByText('共 2 个职位')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('joinUs', { page: 1, limit: 8 }, expect.anything());
    // The page opens at its top.
    expect(Element.prototype.scrollIntoView).not.toHaveBeenCalled();
  });

  it('takes the kind from the address, and each kind is a link', async () => {
    fakeApi.answer('joinUs', pageOf([resident]));
    renderHiring(page, '/joinUs?kind=programme');

    expect(await screen.findByRole('link', { name: '超级个体 · 驻留创作者' })).toBeTruthy();
    // Followed from a link to one kind, the page opens at the list.
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'joinUs',
      { page: 1, limit: 8, kind: 'programme' },
      expect.anything(),
    );
    const filter = screen.getByRole('navigation', { name: '按职位类型筛选' });
    expect(
      within(filter).getByRole('link', { name: '创作者计划' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(within(filter).getByRole('link', { name: '实习' }).getAttribute('href')).toBe(
      '/joinUs?kind=intern',
    );
    expect(within(filter).getByRole('link', { name: '全部' }).getAttribute('href')).toBe('/joinUs');
  });

  it('reads the page from the address and moves between pages', async () => {
    fakeApi.answer('joinUs', { ...pageOf([engineer], 17), page: 2 });
    renderHiring(page, '/joinUs?kind=full_time&page=2');

    await screen.findByRole('link', { name: '生成艺术工程师' });
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'joinUs',
      { page: 2, limit: 8, kind: 'full_time' },
      expect.anything(),
    );
    const pager = screen.getByRole('navigation', { name: '职位分页' });
    await userEvent.click(within(pager).getByText('3'));
    expect(fakeApi.calls).toHaveBeenLastCalledWith(
      'joinUs',
      { page: 3, limit: 8, kind: 'full_time' },
      expect.anything(),
    );
  });

  it('says when a kind has no open positions, in English too', async () => {
    setLang('en');
    fakeApi.answer('joinUs', pageOf([]));
    renderHiring(page, '/joinUs?kind=intern');

    expect(
      await screen.findByRole('heading', { name: 'No open internship positions right now' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all positions' }).getAttribute('href')).toBe(
      '/joinUs',
    );
  });

  it('gives the studio e-mail the shop settings hold', async () => {
    fakeApi.answer('joinUs', pageOf([]));
    fakeApi.answer('shopConfig', shopConfigWith({ service_email: 'jobs@atelier-art.cn' }));
    renderHiring(page, '/joinUs');

    expect(
      await screen.findByText(
        '新职位会第一时间发布在这里。您也可以把作品集发到 jobs@atelier-art.cn，我们会认真看每一封来信。',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '写信给我们' }).getAttribute('href')).toBe(
      'mailto:jobs@atelier-art.cn',
    );
  });
});
