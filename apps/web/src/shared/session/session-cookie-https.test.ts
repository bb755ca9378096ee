// @vitest-environment-options { "url": "https://atelier.example/" }
import { afterEach, expect, it, vi } from 'vitest';
import { useSession, type UserInfo } from './session-store';

afterEach(() => vi.restoreAllMocks());

const user: UserInfo = {
  id: 7,
  username: 'lin',
  nickname: '林',
  avatar: '',
  avatar_text: '林',
  mobile: '13800000000',
  score: 0,
  score_total: 0,
  role: 'user',
  gender: 'unknown',
  birthday: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

it('over https the token cookie is Secure as well as SameSite=Lax', () => {
  expect(window.location.protocol).toBe('https:');
  const written = vi.spyOn(document, 'cookie', 'set');
  useSession.getState().login({ ...user, token: 'tok-secure' });
  const cookie = written.mock.calls.map(([text]) => text).find((t) => t.startsWith('token='));
  expect(cookie).toMatch(/; samesite=lax/i);
  expect(cookie).toMatch(/; secure/i);
});
