import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { userInfo } from '@/shared/testing/user-info';
import { renderAccount } from '../testing/render-account';
import { MyCenterRoute } from './my-center';

const center: ActionOutput<'userCenter'> = {
  user: userInfo({
    id: 2,
    username: 'demo',
    nickname: '林小满',
    mobile: '13800000002',
    score: 1234567,
    score_total: 2500000,
    gender: 'female',
    created_at: '2026-03-04T10:00:00.000+08:00',
  }),
  orders: { unpaid: 1, undelivered: 0, unreceived: 2, completed: 1200, canceled: 0 },
};

beforeEach(() => {
  setLang('zh-cn');
  useSession.setState({ token: 'tok-center' });
});

afterEach(() => {
  useSession.getState().logout();
});

describe('MyCenterRoute', () => {
  it('shows the profile with a masked mobile, points and order counts, and shares the profile with the session', async () => {
    fakeApi.answer('userCenter', center);
    renderAccount(<MyCenterRoute />);

    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: '林小满' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('userCenter', undefined, expect.anything());
    expect(screen.getByText('138****0002')).toBeTruthy();
    expect(screen.queryByText('13800000002')).toBeNull();
    expect(screen.getByText('2026-03-04')).toBeTruthy();
    expect(screen.getByText('尚未加入社群')).toBeTruthy();
    expect(screen.getByRole('img', { name: '林小满的头像' }).textContent).toBe('林');

    const points = within(screen.getByRole('region', { name: '我的积分' }));
    expect(points.getByText('1,234,567')).toBeTruthy();
    expect(points.getByText('2,500,000')).toBeTruthy();

    const orders = within(screen.getByRole('region', { name: '我的订单' }));
    expect(orders.getByText('1,200')).toBeTruthy();
    expect(orders.queryByText('订单功能即将开放')).toBeNull();
    expect(orders.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/myOrder?status=unpaid',
      '/myOrder?status=undelivered',
      '/myOrder?status=unreceived',
      '/myOrder?status=completed',
      '/myOrder?status=canceled',
    ]);

    const shortcuts = within(screen.getByRole('region', { name: '常用功能' }));
    expect(shortcuts.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/myOrder',
      '/myDrops',
      '/myColle',
      '/address',
      '/myAccount',
      '/communityCenter',
      '/appraisal',
      '/mrExperience',
      '/editProfile',
      '/security',
      '/myData',
    ]);
    expect(shortcuts.queryAllByText('即将开放')).toHaveLength(0);

    expect(useSession.getState().user).toEqual(center.user);
  });

  it('shows a designed error with a retry', async () => {
    let attempts = 0;
    fakeApi.on('userCenter', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return center;
    });
    renderAccount(<MyCenterRoute />);

    expect((await screen.findByRole('alert')).textContent).toContain('暂时无法加载个人信息');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 1, name: '林小满' })).toBeTruthy();
  });
});
