import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import SettingsScreen from './settings-screen';

const info: ActionOutput<'settingsInfo'> = {
  version: 1,
  values: {
    pay_timeout_minutes: 30,
    auto_receive_days: 10,
    bill_check_time: '10:30',
    ship_base_fee: '12.00',
    ship_free_threshold: '299.00',
    service_phone: '0571-8686-2016',
    service_email: 'hello@atelier-art.cn',
    service_address: { 'zh-cn': '杭州市文三路 398 号', en: '398 Wensan Road, Hangzhou' },
    business_hours: { 'zh-cn': '周二至周日 10:00–19:00', en: 'Tuesday to Sunday, 10:00–19:00' },
  },
  versions: {
    list: [{ version: 1, actor_id: null, actor_name: '', created_at: '2026-11-26T03:00:00.000Z' }],
    total: 1,
    page: 1,
    limit: 10,
  },
};

beforeEach(() => {
  setLang('en');
  useSession.setState({ token: 'tok-admin' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('SettingsScreen', () => {
  it('shows the version in force, saves the form as a new version and lists it', async () => {
    fakeApi.answer('settingsInfo', info);
    fakeApi.answer('settingsSave', { version: 2 });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SettingsScreen />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Version 1 in force')).toBeTruthy();
    expect(screen.getByText('Initial settings')).toBeTruthy();
    const deadline = await screen.findByLabelText('Payment deadline');
    await waitFor(() => expect((deadline as HTMLInputElement).value).toBe('30'));
    expect((screen.getByLabelText('Address · English') as HTMLTextAreaElement).value).toBe(
      '398 Wensan Road, Hangzhou',
    );
    expect((screen.getByLabelText('Daily bill check at') as HTMLInputElement).value).toBe('10:30');
    expect(screen.getByText(/^Beijing time\. Each day at this time/)).toBeTruthy();

    fireEvent.change(deadline, { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Base shipping fee (¥)'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as a new version' }));
    await waitFor(() =>
      expect(fakeApi.inputsOf('settingsSave')).toEqual([
        { ...info.values, pay_timeout_minutes: 45, ship_base_fee: '8.00' },
      ]),
    );
    expect(await screen.findByText('Saved as version 2')).toBeTruthy();
  });
});
