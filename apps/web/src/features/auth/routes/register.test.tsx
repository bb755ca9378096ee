import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { renderWithApp } from '@/shared/testing/render-with-app';
import type { AuthLinks } from '../auth-links';
import { RegisterPage } from './register';

const links: AuthLinks = {
  about: { path: '/about' },
  admin: { path: '/admin' },
  forgotPassword: { path: '/forgotPassword' },
  login: { path: '/login' },
  myCenter: { path: '/myCenter' },
  qrLogin: { path: '/qrLogin' },
  register: { path: '/register' },
  richText: { path: '/richText' },
};

function renderRegister() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage links={links} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RegisterPage', () => {
  it('links the user agreement and the privacy policy under the submit button', () => {
    setLang('zh-cn');
    renderRegister();

    const terms = screen.getByText(/注册即表示你已阅读并同意/);
    expect(terms.textContent).toBe('注册即表示你已阅读并同意《用户协议》和《隐私政策》。');
    expect(screen.getByRole('link', { name: '《用户协议》' }).getAttribute('href')).toBe(
      '/richText?key=agreement',
    );
    expect(screen.getByRole('link', { name: '《隐私政策》' }).getAttribute('href')).toBe(
      '/richText?key=privacy',
    );
  });

  it('says so in English', () => {
    setLang('en');
    renderRegister();

    expect(screen.getByRole('link', { name: 'User agreement' }).getAttribute('href')).toBe(
      '/richText?key=agreement',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/richText?key=privacy',
    );
    setLang('zh-cn');
  });
});
