import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { fakeApi } from '@/shared/testing/fake-api';
import { artistCard, renderArtisan } from '../testing/render-artisan';
import { ArtistTeamRoute } from './artist-team';

const page = <ArtistTeamRoute />;

beforeEach(() => {
  setLang('zh-cn');
});

describe('ArtistTeamRoute', () => {
  it('shows a card per artist with counts, linking to their page, and pages through the team', async () => {
    fakeApi.answer('artisan', {
      list: [artistCard(), artistCard({ id: 8, name: '沈遥', avatar: '' })],
      total: 14,
      page: 1,
      limit: 12,
    });
    renderArtisan(page, '/ARTISTTEAM');

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const lin = within(cards[0] as HTMLElement);
    expect(lin.getByRole('heading', { level: 2 }).textContent).toBe('林岚');
    expect(lin.getByRole('link').getAttribute('href')).toBe('/followDetails?id=7');
    expect(lin.getByText('用代码描绘潮汐与光。')).toBeTruthy();
    expect(lin.getByText('关注者', { selector: 'dt' }).nextElementSibling?.textContent).toBe(
      '56,789',
    );
    expect(lin.getByText('喜欢', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1,234');
    // Without a portrait, the initial stands in.
    expect(
      within(cards[1] as HTMLElement).getByRole('img', { name: '沈遥的头像' }).textContent,
    ).toBe('沈');
    expect(screen.getByText('共 14 位艺术家')).toBeTruthy();
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'artisan',
      { page: 1, limit: 12 },
      expect.anything(),
    );

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(fakeApi.calls).toHaveBeenCalledWith(
      'artisan',
      { page: 2, limit: 12 },
      expect.anything(),
    );
  });

  it('says so when the team is empty', async () => {
    fakeApi.answer('artisan', { list: [], total: 0, page: 1, limit: 12 });
    renderArtisan(page, '/ARTISTTEAM');

    expect(await screen.findByRole('heading', { name: '艺术家名录正在整理' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
