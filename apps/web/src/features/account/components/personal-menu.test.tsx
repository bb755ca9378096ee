import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import '../locales/register';
import { personalEntries } from '../lib/personal-menu';
import { renderAccount } from '../testing/render-account';
import { PersonalMenu } from './personal-menu';

describe('PersonalMenu', () => {
  it('links every page of the personal area', () => {
    setLang('zh-cn');
    renderAccount(<PersonalMenu />, '/editProfile');
    const nav = screen.getByRole('navigation', { name: '个人中心导航' });

    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['个人中心', '/myCenter'],
      ['我的订单', '/myOrder'],
      ['我的抽签', '/myDrops'],
      ['我的收藏', '/myColle'],
      ['地址管理', '/address'],
      ['我的账户', '/myAccount'],
      ['社区中心', '/communityCenter'],
      ['防伪查询', '/appraisal'],
      ['MR体验', '/mrExperience'],
      ['编辑资料', '/editProfile'],
      ['账户与安全', '/security'],
      ['个人信息与账号', '/myData'],
    ]);
    expect(within(nav).getByRole('link', { name: '编辑资料' }).getAttribute('aria-current')).toBe(
      'page',
    );

    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(personalEntries.length);
    expect(items.filter((item) => item.querySelector('a') === null)).toEqual([]);
  });

  it('speaks English', () => {
    setLang('en');
    renderAccount(<PersonalMenu />);
    const nav = screen.getByRole('navigation', { name: 'Personal area' });
    expect(within(nav).getByRole('link', { name: 'Account security' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'My account' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Authenticity check' }).getAttribute('href')).toBe(
      '/appraisal',
    );
    setLang('zh-cn');
  });
});
