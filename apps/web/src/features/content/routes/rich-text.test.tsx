import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ActionOutput } from '@atelier/contract';
import { setLang } from '@/shared/i18n/i18n';
import { renderRoute } from '@/shared/testing/render-route';
import { answer, hostileHtml, refusal } from '../testing/content-fixtures';
import { RichTextRoute } from './rich-text';
import { fakeApi } from '@/shared/testing/fake-api';

const page = <RichTextRoute />;

function text(key: ActionOutput<'richText'>['key'], title: string): ActionOutput<'richText'> {
  return { key, title, content: hostileHtml, updated_at: '2025-01-08T02:00:00.000Z' };
}

beforeEach(() => {
  setLang('zh-cn');
  delete (window as { hacked?: boolean }).hacked;
});

describe('RichTextRoute', () => {
  it('shows the privacy policy with its date, its text made safe, and the other terms beside it', async () => {
    answer({ richText: () => text('privacy', '艺术工坊隐私政策') });
    const { container } = renderRoute(page, '/richText?key=privacy');

    expect(await screen.findByRole('heading', { level: 1, name: '艺术工坊隐私政策' })).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith('richText', { key: 'privacy' }, expect.anything());
    expect(screen.getByText('条款与政策', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('更新于 2025年1月8日')).toBeTruthy();
    expect(screen.getByText('第二段。')).toBeTruthy();
    expect(container.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const terms = within(screen.getByRole('navigation', { name: '条款与政策' }));
    expect(terms.getByText('隐私政策').getAttribute('aria-current')).toBe('page');
    expect(terms.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/richText?key=agreement',
      '/richText?key=convention',
      '/richText?key=points_rules',
    ]);
  });

  it('shows an about text without the terms beside it, in English', async () => {
    setLang('en');
    answer({ richText: () => text('super_individual', 'The Super Individual programme') });
    renderRoute(page, '/richText?key=super_individual');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Super Individual programme' }),
    ).toBeTruthy();
    expect(screen.getByText('About the studio')).toBeTruthy();
    expect(screen.getByText('Updated 8 January 2025')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says the document cannot be found for a key the studio keeps no text under', () => {
    renderRoute(page, '/richText?key=cookies');

    expect(screen.getByRole('heading', { level: 1, name: '没有找到这份文档' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/about');
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });

  it('says the document cannot be found when the server has none under the key', async () => {
    answer({ richText: () => refusal() });
    renderRoute(page, '/richText?key=convention');

    expect(await screen.findByRole('heading', { level: 1, name: '没有找到这份文档' })).toBeTruthy();
  });
});
