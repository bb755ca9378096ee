import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { renderAuth } from '../testing/render-auth';
import { RegisterRoute } from './register';

const renderRegister = () => renderAuth(<RegisterRoute />, '/register');

describe('RegisterPage', () => {
  it('links the user agreement and the privacy policy under the submit button', () => {
    setLang('zh-cn');
    renderRegister();

    const terms = screen.getByText(/注册即表示您已阅读并同意/);
    expect(terms.textContent).toBe('注册即表示您已阅读并同意《用户协议》和《隐私政策》。');
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
