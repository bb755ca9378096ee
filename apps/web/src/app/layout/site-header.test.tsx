import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { SiteHeader } from './site-header';

function renderHeader(at = '/about') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <SiteHeader />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const bar = () => within(screen.getByRole('banner').querySelector('nav') as HTMLElement);
const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));

beforeEach(() => {
  // The header's reads stay loading: these tests are about its links.
  fakeApi.holdUnanswered();
  setLang('zh-cn');
});

describe('the header navigation', () => {
  it('shows the groups and top-level pages, a group opening on click with its pages', async () => {
    const user = userEvent.setup();
    renderHeader();

    expect(hrefs(bar().getAllByRole('link'))).toEqual(['/about', '/news', '/COMMUNITY', '/joinUs']);
    const create = bar().getByRole('button', { name: '创作' });
    expect(create.getAttribute('aria-expanded')).toBe('false');
    expect(bar().queryByRole('link', { name: '工艺' })).toBeNull();

    await user.click(create);
    expect(create.getAttribute('aria-expanded')).toBe('true');
    const menu = within(document.getElementById('nav-create') as HTMLElement);
    expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '工艺',
      '技术',
      '作品',
      '超级个体',
      'MR 体验',
    ]);
    expect(hrefs(menu.getAllByRole('link'))).toEqual([
      '/PROCESS',
      '/Technology',
      '/art',
      '/SUPERINDIVIDUAL',
      '/mrExperience',
    ]);

    // One group at a time, and Esc closes it back to its toggle.
    await user.click(bar().getByRole('button', { name: '关于我们：更多页面' }));
    expect(create.getAttribute('aria-expanded')).toBe('false');
    const studio = within(document.getElementById('nav-about') as HTMLElement);
    expect(studio.getAllByRole('link').map((link) => link.textContent)).toEqual([
      '业务',
      '理念',
      '城市',
      '创始人',
      '核心团队',
      '艺术家',
      '画廊',
      '联系我们',
    ]);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('业务');
    await user.keyboard('{Escape}');
    expect(bar().queryByRole('link', { name: '业务' })).toBeNull();
    expect(document.activeElement).toBe(bar().getByRole('button', { name: '关于我们：更多页面' }));
  });

  it('marks the group of the current page, and reads in English too', () => {
    setLang('en');
    renderHeader('/GALLERY');
    expect(bar().getByRole('link', { name: 'About' }).className).toContain('active');
    expect(bar().getByRole('button', { name: 'Create' }).className).not.toContain('active');
    expect(bar().getByRole('button', { name: 'Shop' })).toBeTruthy();
    expect(bar().getByRole('link', { name: 'Join us' })).toBeTruthy();
  });

  it('lists every group as a section of the mobile menu', async () => {
    const user = userEvent.setup();
    renderHeader('/city');

    await user.click(screen.getByRole('button', { name: '打开菜单' }));
    const menu = within(await screen.findByRole('dialog', { name: '菜单' }));
    expect(menu.getByText('创作').tagName).toBe('P');
    expect(menu.getByText('商城').tagName).toBe('P');
    const links = menu.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        '关于我们',
        '城市',
        '画廊',
        '超级个体',
        '积分商城',
        '新闻',
        '社区',
        '加入我们',
      ]),
    );
    expect(menu.getByRole('link', { name: '社区' }).getAttribute('href')).toBe('/COMMUNITY');
    // The language switch comes before the links, above the fold of a phone.
    const switcher = menu.getByRole('group', { name: '语言' });
    expect(
      switcher.compareDocumentPosition(menu.getByRole('navigation')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(menu.getByRole('link', { name: '城市' }).className).toContain('active');
    expect(menu.getByRole('link', { name: '超级个体' }).getAttribute('href')).toBe(
      '/SUPERINDIVIDUAL',
    );

    // Once it has slid in, focus is in the menu; Esc closes it back to the menu button.
    await waitFor(() =>
      expect(document.activeElement).toBe(menu.getByRole('button', { name: '关闭菜单' })),
    );
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '打开菜单' }));
  });
});
