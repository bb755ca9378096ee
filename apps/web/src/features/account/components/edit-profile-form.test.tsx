import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActionOutput } from '@atelier/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdLocale } from '@/shared/i18n/antd-locale';
import { getLang, setLang } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { renderAccount } from '../testing/render-account';
import { EditProfileForm } from './edit-profile-form';
import { fakeApi } from '@/shared/testing/fake-api';
import { userInfo } from '@/shared/testing/user-info';

type Profile = ActionOutput<'userInfo'>;

const user: Profile = userInfo({
  username: 'lin_che',
  nickname: '林澈',
  mobile: '13800000007',
  score: 1200,
  score_total: 3400,
  created_at: '2026-01-02T03:04:05.000+08:00',
});

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

/** antd in the interface language, as the app's root gives it. */
const Localised = ({ children }: { children: ReactNode }) => (
  <ConfigProvider locale={antdLocale(getLang())}>{children}</ConfigProvider>
);

/** The month and year the open calendar shows. */
const header = () => document.querySelector('.ant-picker-header-view')?.textContent;

beforeEach(() => {
  setLang('zh-cn');
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  useSession.getState().logout();
});

describe('EditProfileForm', () => {
  it('refuses an empty or too long nickname without calling the server', async () => {
    renderAccount(<EditProfileForm user={user} />, '/editProfile');
    const nickname = screen.getByLabelText('昵称');

    await userEvent.clear(nickname);
    await userEvent.type(nickname, '   ');
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));
    expect(await screen.findByText('请输入昵称')).toBeTruthy();

    await userEvent.clear(nickname);
    await userEvent.type(nickname, 'a'.repeat(33));
    expect(await screen.findByText('昵称为 1-32 个字符')).toBeTruthy();

    expect(fakeApi.calls).not.toHaveBeenCalled();
  });

  it(
    'picks the birthday in a localised calendar that offers no future day',
    {
      timeout: 15_000,
    },
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-15T10:00:00+08:00'));
      fakeApi.answer('userInfoUpdate', { ...user, birthday: '2026-03-10' });
      renderAccount(
        <Localised>
          <EditProfileForm user={user} />
        </Localised>,
        '/editProfile',
      );

      await userEvent.click(screen.getByLabelText('出生日期'));
      const day = (date: string) => document.querySelector(`td[title="${date}"]`);
      await waitFor(() => expect(header()).toBe('2026年3月'));
      expect(day('2026-03-16')?.className).toContain('ant-picker-cell-disabled');
      expect(day('2026-03-15')?.className).not.toContain('ant-picker-cell-disabled');

      await userEvent.click(day('2026-03-10')?.firstElementChild as HTMLElement);
      expect((screen.getByLabelText('出生日期') as HTMLInputElement).value).toBe('2026-03-10');
      await userEvent.click(screen.getByRole('button', { name: '保 存' }));
      await waitFor(() =>
        expect(fakeApi.calls).toHaveBeenCalledWith('userInfoUpdate', {
          nickname: '林澈',
          gender: user.gender,
          birthday: '2026-03-10',
        }),
      );
    },
  );

  it('speaks English in the calendar', async () => {
    setLang('en');
    renderAccount(
      <Localised>
        <EditProfileForm user={{ ...user, birthday: '1990-03-04' }} />
      </Localised>,
      '/editProfile',
    );
    await userEvent.click(screen.getByLabelText('Date of birth'));
    await waitFor(() => expect(header()).toBe('Mar1990'));
    expect(screen.getByText('Today')).toBeTruthy();
  });

  it('refuses a picture of another type or over 5 MB before any upload', async () => {
    renderAccount(<EditProfileForm user={user} />, '/editProfile');

    choose(new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '只能上传 JPEG、PNG、WebP 或 GIF 图片',
    );

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe('图片不能超过 5 MB');
    expect(screen.getByRole('img', { name: '林澈的头像' }).tagName).toBe('SPAN');
    expect(fakeApi.calls).not.toHaveBeenCalled();
  });

  it('previews a new picture, then uploads it, sets it as avatar and saves the fields', async () => {
    const saved: Profile = {
      ...user,
      nickname: '新昵称',
      avatar: '/uploads/avatars/a.webp',
      gender: 'female',
    };
    fakeApi.answer('upload', {
      url: '/uploads/images/x.png',
      mime: 'image/png',
      size: 10,
      width: 1,
      height: 1,
    });
    fakeApi.answer('avatarUpdate', { ...user, avatar: saved.avatar });
    fakeApi.answer('userInfoUpdate', saved);
    const { client } = renderAccount(<EditProfileForm user={user} />, '/editProfile');
    const invalidate = vi.spyOn(client, 'invalidateQueries');

    const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    choose(picture);
    const preview = await screen.findByRole('img', { name: '林澈的头像' });
    expect(preview.getAttribute('src')).toBe('blob:preview');
    expect(screen.getByText('新头像尚未保存')).toBeTruthy();

    const nickname = screen.getByLabelText('昵称');
    await userEvent.clear(nickname);
    await userEvent.type(nickname, ' 新昵称 ');
    await userEvent.click(screen.getByText('女'));
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));

    await waitFor(() => expect(fakeApi.calls).toHaveBeenCalledTimes(3));
    expect(fakeApi.calls.mock.calls).toEqual([
      ['upload', picture],
      ['avatarUpdate', { avatar: '/uploads/images/x.png' }],
      ['userInfoUpdate', { nickname: '新昵称', gender: 'female', birthday: '' }],
    ]);
    expect(await screen.findByText('资料已保存')).toBeTruthy();
    expect(useSession.getState().user).toEqual(saved);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['userCenter'] });
    expect(screen.queryByText('新头像尚未保存')).toBeNull();
  });

  it('saves the fields alone when no new picture was chosen', async () => {
    fakeApi.answer('userInfoUpdate', { ...user, gender: 'male' });
    renderAccount(<EditProfileForm user={{ ...user, birthday: '1990-03-04' }} />, '/editProfile');

    await userEvent.click(screen.getByText('男'));
    await userEvent.click(screen.getByRole('button', { name: '保 存' }));

    await waitFor(() =>
      expect(fakeApi.calls).toHaveBeenCalledWith('userInfoUpdate', {
        nickname: '林澈',
        gender: 'male',
        birthday: '1990-03-04',
      }),
    );
    expect(fakeApi.names()).not.toContain('upload');
  });
});
