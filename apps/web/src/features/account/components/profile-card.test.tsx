import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '@/shared/i18n/i18n';
import { userInfo } from '@/shared/testing/user-info';
import { renderAccount } from '../testing/render-account';
import { ProfileCard } from './profile-card';

afterEach(() => setLang('zh-cn'));

describe('ProfileCard', () => {
  it('shows when the customer joined the community, in either language', () => {
    setLang('en');
    renderAccount(
      <ProfileCard
        user={userInfo({ username: 'demo', community_joined_at: '2026-02-14T09:30:00.000Z' })}
      />,
    );
    expect(screen.getByText('Community joined')).toBeTruthy();
    expect(screen.getByText('2026-02-14')).toBeTruthy();
    expect(screen.queryByText('Not in a community yet')).toBeNull();
  });
});
