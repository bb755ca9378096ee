import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { antdLocale } from './antd-locale';
import { dayjs } from './dayjs-locale';
import { addLocale, getLang, i18n, setLang, useLang } from './i18n';

afterEach(() => {
  setLang('zh-cn');
  window.localStorage.clear();
});

describe('language', () => {
  it('defaults to Chinese when nothing is stored', () => {
    expect(window.localStorage.getItem('lang')).toBeNull();
    expect(getLang()).toBe('zh-cn');
    expect(i18n.language).toBe('zh-cn');
    expect(i18n.t('request.failed')).toBe('请求失败');
  });

  it('persists the choice under the language key and switches the text', () => {
    setLang('en');
    expect(JSON.parse(window.localStorage.getItem('lang') ?? '')).toMatchObject({
      content: 'en',
      expire: 0,
    });
    expect(getLang()).toBe('en');
    expect(i18n.t('validation.codeRequired')).toBe('Verification code cannot be empty');
    expect(document.documentElement.lang).toBe('en');
  });

  it('falls back to the default for an unknown stored value and accepts other casings', () => {
    window.localStorage.setItem('lang', JSON.stringify({ content: 'fr', expire: 0 }));
    expect(getLang()).toBe('zh-cn');
    window.localStorage.setItem('lang', JSON.stringify({ content: 'EN', expire: 0 }));
    expect(getLang()).toBe('en');
  });

  it('falls back to Chinese for a key missing in English', () => {
    addLocale('probe', { 'zh-cn': { only: '仅中文', both: '两者' }, en: { both: 'both' } });
    setLang('en');
    expect(i18n.t('probe:both')).toBe('both');
    expect(i18n.t('probe:only')).toBe('仅中文');
  });

  it('answers an empty message as empty, in that language', () => {
    addLocale('probe-empty', { 'zh-cn': { hint: '' }, en: { hint: 'A hint' } });
    expect(i18n.t('probe-empty:hint')).toBe('');
    setLang('en');
    expect(i18n.t('probe-empty:hint')).toBe('A hint');
  });

  it('makes dayjs follow the language', () => {
    setLang('en');
    expect(dayjs.locale()).toBe('en');
    expect(dayjs('2024-01-15').format('MMMM')).toBe('January');
    setLang('zh-cn');
    expect(dayjs.locale()).toBe('zh-cn');
    expect(dayjs('2024-01-15').format('MMMM')).toBe('一月');
  });

  it('hands antd the matching locale', () => {
    expect(antdLocale('zh-cn').locale).toBe('zh-cn');
    expect(antdLocale('en').locale).toBe('en');
  });
});

describe('useLang and feature namespaces', () => {
  it('re-renders components when the language changes', () => {
    addLocale('shop', { 'zh-cn': { cart: { title: '购物车' } }, en: { cart: { title: 'Cart' } } });
    function Probe() {
      const lang = useLang();
      const { t } = useTranslation('shop');
      return (
        <p>
          {lang}:{t('cart.title')}
        </p>
      );
    }
    render(<Probe />);
    expect(screen.getByText('zh-cn:购物车')).toBeTruthy();
    act(() => setLang('en'));
    expect(screen.getByText('en:Cart')).toBeTruthy();
  });
});
