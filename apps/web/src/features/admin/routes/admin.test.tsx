import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { MemoryRouter } from 'react-router';
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

function renderAdmin() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-admin' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('AdminRoute', () => {
  it('greets an administrator, asking the server who is signed in', async () => {
    fakeApi.answer('userInfo', profile);
    renderAdmin();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '你好，工坊管理员' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('userInfo', undefined, expect.anything());
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(useSession.getState().user).toEqual(profile);
  });

  it('turns a customer away with the way back', async () => {
    fakeApi.answer('userInfo', { ...profile, role: 'user', nickname: '林小满' });
    renderAdmin();
    expect(
      await screen.findByRole('heading', { level: 1, name: '此页面仅对管理员开放' }),
    ).toBeTruthy();
    expect(screen.getByText(/林小满/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回个人中心' }).getAttribute('href')).toBe(
      '/myCenter',
    );
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
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
