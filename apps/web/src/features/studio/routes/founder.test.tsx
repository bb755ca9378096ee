import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { founder } from '../testing/fixtures';
import { FounderRoute } from './founder';

beforeEach(() => {});

describe('FounderRoute', () => {
  it('shows the portrait, the quote, the facts, the biography and the years in order', async () => {
    fakeApi.answer('founder', founder);
    renderRoute(<FounderRoute />, '/FOUNDER');

    expect(await screen.findByRole('heading', { level: 1, name: '林澈' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '林澈的肖像' }).getAttribute('src')).toBe(
      founder.portrait,
    );
    expect(screen.getByText(founder.title)).toBeTruthy();
    expect(screen.getByText(founder.quote)).toBeTruthy();
    expect(screen.getByText('林澈 2016 年在杭州创立艺术工坊。')).toBeTruthy();

    const facts = within(screen.getByRole('complementary', { name: '档案' }));
    expect(facts.getByText('出生').nextElementSibling?.textContent).toBe('1986 年，杭州');

    const years = within(screen.getByRole('region', { name: '一路走来' }))
      .getAllByRole('listitem')
      .map((item) => item.firstChild?.textContent);
    expect(years).toEqual(['2016', '2018']);

    await userEvent.click(screen.getByRole('link', { name: /认识核心团队/ }));
    expect(screen.getByTestId('location').textContent).toBe('/CORETEAM');
  });

  it('asks for the drafts when opened as a preview, and only then', async () => {
    fakeApi.answer('founder', founder);
    window.history.replaceState(null, '', '/FOUNDER?preview=1');
    const preview = renderRoute(<FounderRoute />, '/FOUNDER?preview=1');
    expect(await screen.findByRole('heading', { level: 1, name: '林澈' })).toBeTruthy();
    expect(fakeApi.inputsOf('founder')).toEqual([{ preview: true }]);
    preview.unmount();

    window.history.replaceState(null, '', '/FOUNDER');
    renderRoute(<FounderRoute />, '/FOUNDER');
    expect(await screen.findByRole('heading', { level: 1, name: '林澈' })).toBeTruthy();
    expect(fakeApi.inputsOf('founder')).toEqual([{ preview: true }, {}]);
  });

  it('has designed error and empty states', async () => {
    fakeApi.refuse('founder', new Error('offline'));
    const failed = renderRoute(<FounderRoute />, '/FOUNDER');
    expect((await screen.findByRole('alert')).textContent).toContain('创始人介绍暂时无法打开');
    failed.unmount();

    fakeApi.answer('founder', { ...founder, name: '', bio: '' });
    renderRoute(<FounderRoute />, '/FOUNDER');
    expect(await screen.findByRole('heading', { name: '创始人介绍正在整理中' })).toBeTruthy();
  });
});
