import type { ActionOutput } from '@atelier/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { links, shop } from '../testing/fixtures';
import { ConnectionRoute } from './connection';

function answer(shopResult: () => Promise<unknown>) {
  fakeApi.on('shopConfig', () => shopResult() as Promise<ActionOutput<'shopConfig'>>);
  fakeApi.answer('getLink', links);
}

beforeEach(() => {
  setLang('zh-cn');
});

describe('ConnectionRoute', () => {
  it('gives the address, a phone to call, an e-mail to write to and the hours', async () => {
    answer(() => Promise.resolve(shop));
    renderRoute(<ConnectionRoute />, '/CONNECTION');

    expect(await screen.findByRole('heading', { level: 1, name: '来工坊坐坐' })).toBeTruthy();
    expect(screen.getByText('地址').nextElementSibling?.textContent).toBe(shop.address);
    expect(screen.getByText('开放时间').nextElementSibling?.textContent).toBe(
      '周二至周日 10:00–19:00',
    );
    expect(screen.getByRole('link', { name: '0571-8686-2016' }).getAttribute('href')).toBe(
      'tel:057186862016',
    );
    expect(screen.getByRole('link', { name: '拨打电话' }).getAttribute('href')).toBe(
      'tel:057186862016',
    );
    expect(screen.getByRole('link', { name: 'hello@atelier.example' }).getAttribute('href')).toBe(
      'mailto:hello@atelier.example',
    );
    expect(screen.getByRole('img', { name: `工作室位置示意图：${shop.address}` })).toBeTruthy();

    const quick = within(screen.getByRole('region', { name: '快速入口' }));
    expect(quick.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      '工作室',
      '帮助',
    ]);
    await userEvent.click(quick.getByRole('link', { name: '用户协议' }));
    expect(screen.getByTestId('location').textContent).toBe('/richText?key=agreement');
  });

  it('speaks English when the reader does', async () => {
    setLang('en');
    answer(() => Promise.resolve({ ...shop, address: 'Building 5, Yichuang Park' }));
    renderRoute(<ConnectionRoute />, '/CONNECTION');

    expect(await screen.findByRole('heading', { level: 1, name: 'Come and see us' })).toBeTruthy();
    expect(screen.getByText('Opening hours')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write to us' })).toBeTruthy();
  });

  it('has designed error and empty states', async () => {
    answer(() => Promise.reject(new Error('offline')));
    const failed = renderRoute(<ConnectionRoute />, '/CONNECTION');
    expect((await screen.findByRole('alert')).textContent).toContain('联系方式暂时无法打开');
    failed.unmount();

    answer(() => Promise.resolve({ ...shop, address: '', service_phone: '', service_email: '' }));
    renderRoute(<ConnectionRoute />, '/CONNECTION');
    expect(await screen.findByRole('heading', { name: '联系方式正在更新' })).toBeTruthy();
  });
});
