import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { fakeApi } from '@/shared/testing/fake-api';
import { AboutRoute } from './about';

const company: ActionOutput<'company'> = {
  name: '艺术工坊数字艺术工作室',
  slogan: '以代码为笔，以光为墨',
  intro: '<p>创立于杭州。</p><script>window.hacked = true</script>',
  founded_year: 2016,
  city: '杭州',
  image: '/uploads/seed/company.svg',
  stats: [{ label: '合作艺术家', value: '120+' }],
  milestones: [
    { year: 2020, text: '艺术商城上线' },
    { year: 2016, text: '工坊创立' },
  ],
};

const banners: ActionOutput<'banner'> = [
  { id: 1, position: 'about', title: '流光', subtitle: '常设展', image: '/a.svg', link: '/about' },
  { id: 2, position: 'about', title: '序列号', subtitle: '可追溯', image: '/b.svg', link: '/x' },
];

function answer(
  companyResult: () => Promise<unknown>,
  bannerResult = () => Promise.resolve(banners),
) {
  fakeApi.on('company', () => companyResult() as Promise<ActionOutput<'company'>>);
  fakeApi.on('banner', () => bannerResult() as Promise<ActionOutput<'banner'>>);
}

function renderAbout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/about']}>
        <AboutRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {});

describe('AboutRoute', () => {
  it('tells the studio story: name, intro, stats, place and milestones in order', async () => {
    answer(() => Promise.resolve(company));
    renderAbout();

    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeTruthy();
    expect(screen.getByText('创立于杭州。')).toBeTruthy();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText('120+')).toBeTruthy();
    expect(screen.getByText('2016', { selector: 'dd' })).toBeTruthy();

    const milestones = within(screen.getByRole('region', { name: '一路走来' }));
    const years = milestones.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(years).toEqual(['2016', '2020']);

    expect(await screen.findByRole('region', { name: '精选作品' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /第 \d 张，共 2 张/ })).toHaveLength(2);
    // A banner pointing at the page itself gets no link; one pointing elsewhere does.
    expect(screen.getAllByRole('link', { hidden: true, name: /了解更多/ })).toHaveLength(1);
  });

  it('shows a designed error with a retry that loads the page', async () => {
    let fail = true;
    answer(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(company)));
    renderAbout();

    const retry = await screen.findByRole('button', { name: '重试' });
    expect(screen.getByRole('alert').textContent).toContain('暂时无法加载工作室介绍');
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: company.name })).toBeTruthy();
  });

  it('falls back to a typographic hero without banners, and to an empty state without content', async () => {
    answer(
      () => Promise.resolve(company),
      () => Promise.resolve([]),
    );
    const first = renderAbout();
    await screen.findByRole('heading', { level: 1, name: company.name });
    expect(screen.queryByRole('region', { name: '精选作品' })).toBeNull();
    expect(screen.getAllByText(company.slogan).length).toBeGreaterThan(1);
    first.unmount();

    answer(() => Promise.resolve({ ...company, name: ' ', intro: '' }));
    renderAbout();
    expect(await screen.findByRole('heading', { name: '工作室介绍正在整理中' })).toBeTruthy();
  });
});
