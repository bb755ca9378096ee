import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '@/shared/testing/fake-api';
import { renderRoute } from '@/shared/testing/render-route';
import { team } from '../testing/fixtures';
import { CoreTeamRoute } from './core-team';

beforeEach(() => {});

describe('CoreTeamRoute', () => {
  it('introduces each member with portrait, role, year joined and bio', async () => {
    fakeApi.answer('coreTeam', team);
    renderRoute(<CoreTeamRoute />, '/CORETEAM');

    expect(
      await screen.findByRole('heading', { level: 1, name: '让艺术与技术并肩的人' }),
    ).toBeTruthy();
    const members = within(screen.getByRole('region', { name: '2 位核心成员' })).getAllByRole(
      'listitem',
    );
    expect(members.map((member) => within(member).getByRole('heading').textContent)).toEqual([
      '林澈',
      '周予安',
    ]);
    const second = within(members[1] as HTMLElement);
    expect(second.getByText('技术负责人')).toBeTruthy();
    expect(second.getByText('2018 年加入')).toBeTruthy();
    expect(second.getByText('负责生成算法与序列号系统。')).toBeTruthy();
    expect(second.getByRole('img', { name: '周予安的照片' }).getAttribute('src')).toBe(
      '/uploads/seed/team-2.svg',
    );

    await userEvent.click(screen.getByRole('link', { name: /认识艺术家/ }));
    expect(screen.getByTestId('location').textContent).toBe('/ARTISTTEAM');
  });

  it('has designed error and empty states', async () => {
    fakeApi.refuse('coreTeam', new Error('offline'));
    const failed = renderRoute(<CoreTeamRoute />, '/CORETEAM');
    expect((await screen.findByRole('alert')).textContent).toContain('核心团队暂时无法打开');
    failed.unmount();

    fakeApi.answer('coreTeam', []);
    renderRoute(<CoreTeamRoute />, '/CORETEAM');
    expect(await screen.findByRole('heading', { name: '团队介绍正在整理中' })).toBeTruthy();
  });
});
