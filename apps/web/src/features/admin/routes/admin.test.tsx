import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { AdminRoute } from './admin';
import { fakeApi } from '@/shared/testing/fake-api';
import { userInfo } from '@/shared/testing/user-info';

const profile: ActionOutput<'userInfo'> = userInfo({
  id: 1,
  username: 'admin',
  nickname: '工坊管理员',
  avatar_text: '工',
  mobile: '13800000001',
  role: 'admin',
  created_at: '2026-01-01T00:00:00.000+08:00',
});

function renderAdmin(at = '/admin') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoute />} />
          <Route path="/login" element={<h1>登录页</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function sidebar() {
  return within(screen.getByRole('navigation', { name: '控制台菜单' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-admin' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('AdminRoute', () => {
  it('shows an administrator every part of the console, asking the server who is signed in', async () => {
    fakeApi.answer('userInfo', profile);
    fakeApi.answer('auditList', { list: [], total: 0, page: 1, limit: 20 });
    renderAdmin('/admin/audit');
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '操作日志' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('userInfo', undefined, expect.anything());
    expect(sidebar()).toContain('操作日志');
    expect(screen.getByText('管理员')).toBeTruthy();
    expect(useSession.getState().user).toEqual(profile);
  });

  it('lists only what an editor may do, and answers a forbidden address with "no permission"', async () => {
    fakeApi.answer('userInfo', { ...profile, role: 'editor', nickname: '商品编辑' });
    renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: '没有权限' })).toBeTruthy();
    expect(sidebar()).not.toContain('操作日志');
    expect(sidebar()).not.toContain('订单');
    expect(fakeApi.calls).not.toHaveBeenCalledWith(
      'auditList',
      expect.anything(),
      expect.anything(),
    );
  });

  it('turns a customer away with the way back', async () => {
    fakeApi.answer('userInfo', { ...profile, role: 'user', nickname: '林小满' });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: '此页面仅对工作室员工开放' }),
    ).toBeTruthy();
    expect(screen.getByText(/林小满/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回个人中心' }).getAttribute('href')).toBe(
      '/myCenter',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  it('opens the sign-in page only once the session has ended on the server and here', async () => {
    fakeApi.answer('userInfo', profile);
    fakeApi.answer('auditList', { list: [], total: 0, page: 1, limit: 20 });
    let serverDone = (): void => undefined;
    fakeApi.on(
      'logout',
      () =>
        new Promise<Record<string, never>>((resolve) => {
          serverDone = () => resolve({});
        }),
    );
    renderAdmin('/admin/audit');
    await screen.findByRole('heading', { level: 1, name: '操作日志' });

    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(fakeApi.calls).toHaveBeenCalledWith('logout');
    // While the server has not answered, the console stays and the token is still held.
    expect(screen.queryByRole('heading', { level: 1, name: '登录页' })).toBeNull();
    expect(useSession.getState().token).toBe('tok-admin');

    await act(async () => serverDone());
    expect(await screen.findByRole('heading', { level: 1, name: '登录页' })).toBeTruthy();
    expect(useSession.getState().token).toBe('');
  });

  it('offers to sign in again once the session is gone', () => {
    useSession.getState().logout();
    renderAdmin();
    expect(screen.getByRole('link', { name: '重新登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fadmin',
    );
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });
});
