// @vitest-environment-options { "url": "https://atelier.example/" }
import { afterEach, expect, it, vi } from 'vitest';
import { useSession } from './session-store';
import { userInfo } from '../testing/user-info';

afterEach(() => vi.restoreAllMocks());

const user = userInfo();

it('over https the token cookie is Secure as well as SameSite=Lax', () => {
  expect(window.location.protocol).toBe('https:');
  const written = vi.spyOn(document, 'cookie', 'set');
  useSession.getState().login({ ...user, token: 'tok-secure' });
  const cookie = written.mock.calls.map(([text]) => text).find((t) => t.startsWith('token='));
  expect(cookie).toMatch(/; samesite=lax/i);
  expect(cookie).toMatch(/; secure/i);
});
