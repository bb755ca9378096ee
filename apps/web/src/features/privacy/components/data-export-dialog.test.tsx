import { Code } from '@atelier/contract/codes';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/shared/api/request-error';
import { setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderWithApp } from '@/shared/testing/render-with-app';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DataExportDialog } from './data-export-dialog';

const ticket = {
  ticket: 'tk_abc+/=',
  expires_at: '2026-11-27T09:10:00.000Z',
  file_name: 'my-data-2026-11-27.zip',
};

function renderDialog(mobile = '13800000002') {
  const download = vi.fn<(url: string, fileName: string) => void>();
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={client}>
      <DataExportDialog open mobile={mobile} onClose={onClose} download={download} />
    </QueryClientProvider>,
  );
  return { download, onClose };
}

beforeEach(() => {
  useSession.setState({ token: 'tok-export' });
});

afterEach(() => {
  useSession.getState().logout();
  setLang('zh-cn');
});

describe('DataExportDialog', () => {
  it('asks for the password, then sends the browser to the archive in the page’s language', async () => {
    setLang('en');
    const user = userEvent.setup();
    fakeApi.answer('dataExportCreate', ticket);
    const { download, onClose } = renderDialog();

    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(await screen.findByText('Enter your login password')).toBeTruthy();
    expect(fakeApi.calls).not.toHaveBeenCalledWith(
      'dataExportCreate',
      expect.anything(),
      expect.anything(),
    );

    await user.type(screen.getByLabelText('Login password'), 'Paint3rly!');
    // The button rests two seconds after a click, against double submits.
    const button = screen.getByRole('button', { name: 'Download' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    await user.click(button);
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'dataExportCreate',
      { password: 'Paint3rly!' },
      { quietRefusal: true },
    );
    const [url, fileName] = download.mock.calls[0]!;
    const parsed = new URL(url, 'http://shop.test');
    expect(parsed.pathname).toBe('/api/personal/dataArchive');
    expect(parsed.searchParams.get('ticket')).toBe('tk_abc+/=');
    expect(parsed.searchParams.get('lang')).toBe('en');
    expect(fileName).toBe('my-data-2026-11-27.zip');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a wrong password under the field and downloads nothing', async () => {
    const user = userEvent.setup();
    fakeApi.refuse(
      'dataExportCreate',
      new RequestError('登录密码错误', { code: Code.REFUSED, field: 'password' }),
    );
    const { download } = renderDialog();
    await user.type(await screen.findByLabelText('登录密码'), 'nope');
    await user.click(screen.getByRole('button', { name: '下 载' }));
    expect(await screen.findByText('登录密码错误')).toBeTruthy();
    expect(download).not.toHaveBeenCalled();
  });

  it('proves it with an SMS code sent to the account’s own phone', async () => {
    const user = userEvent.setup();
    fakeApi.answer('send', { cooldown: 60, expires_in: 300 });
    fakeApi.answer('dataExportCreate', ticket);
    const { download } = renderDialog();
    await user.click(await screen.findByRole('tab', { name: '短信验证' }));
    expect(screen.getByText('验证码将发送至 138****0002')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /获取验证码/ }));
    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('send', {
        mobile: '13800000002',
        event: 'verify',
      }),
    );
    await user.type(screen.getByLabelText('验证码'), '123456');
    await user.click(screen.getByRole('button', { name: '下 载' }));
    await waitFor(() => expect(download).toHaveBeenCalled());
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'dataExportCreate',
      { captcha: '123456' },
      { quietRefusal: true },
    );
  });

  it('offers only the password to an account without a phone', async () => {
    const user = userEvent.setup();
    renderDialog('');
    await user.click(await screen.findByRole('tab', { name: '短信验证' }));
    expect(screen.getByText('您的账号未绑定手机号，请使用登录密码验证。')).toBeTruthy();
    expect(screen.getByRole('button', { name: '下 载' }).hasAttribute('disabled')).toBe(true);
  });
});
