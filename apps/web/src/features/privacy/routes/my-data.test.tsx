import type { ActionOutput } from '@atelier/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { userInfo } from '@/shared/testing/user-info';
import { MyDataRoute } from './my-data';

const center: ActionOutput<'userCenter'> = {
  user: userInfo({ mobile: '13800000002' }),
  orders: { unpaid: 0, undelivered: 0, unreceived: 0, completed: 0, canceled: 0 },
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/myData']}>
        <MyDataRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  useSession.setState({ token: 'tok-my-data' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('MyDataRoute', () => {
  it('offers the download of my data and the way to cancel the account', async () => {
    const user = userEvent.setup();
    fakeApi.answer('userCenter', center);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: '个人信息与账号' })).toBeTruthy();
    expect(screen.getByText('职位申请及简历')).toBeTruthy();
    expect(screen.getByRole('link', { name: /注销账号/ }).getAttribute('href')).toBe(
      '/accountCancel',
    );
    await user.click(await screen.findByRole('button', { name: /下载我的数据/ }));
    expect(await screen.findByRole('dialog', { name: '验证身份' })).toBeTruthy();
  });

  it('speaks English', async () => {
    setLang('en');
    fakeApi.answer('userCenter', center);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'My data and account' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Download my data/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Cancel my account/ })).toBeTruthy();
  });

  it('shows a designed error with a retry when the account cannot be read', async () => {
    fakeApi.refuse('userCenter', new Error('offline'));
    renderPage();
    expect(await screen.findByText('账号信息加载失败，请重试。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重 试' })).toBeTruthy();
  });
});
