import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '../storage/storage';
import { getToken, useSession, type UserInfo } from './session-store';
import { userInfo } from '../testing/user-info';

const user: UserInfo = userInfo({ score: 120, score_total: 300 });

function clearCookies() {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

beforeEach(() => {
  clearCookies();
  useSession.getState().logout();
  useSession.setState({ isMobile: false, category: 1, pageConfig: {} });
  window.localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  clearCookies();
});

describe('useSession', () => {
  it('starts anonymous with category 1', () => {
    const state = useSession.getState();
    expect(state.token).toBe('');
    expect(state.user).toBeNull();
    expect(state.category).toBe(1);
    expect(getToken()).toBe('');
  });

  it('login puts the token in a cookie at path / and the user under _u', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSession.getState().login({ ...user, token: 'tok-123' });

    expect(Cookies.get('token')).toBe('tok-123');
    expect(getToken()).toBe('tok-123');
    expect(set).toHaveBeenCalledWith('token', 'tok-123', expect.objectContaining({ path: '/' }));
    expect(set.mock.calls[0]?.[2]).not.toHaveProperty('expires');
    expect(storage.get('_u')).toEqual(user);
    expect(useSession.getState()).toMatchObject({ token: 'tok-123', user });
  });

  it('writes the token cookie SameSite=Lax, without Secure over plain http', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    useSession.getState().login({ ...user, token: 'tok-lax' });
    const cookie = written.mock.calls.map(([text]) => text).find((t) => t.startsWith('token='));
    expect(cookie).toMatch(/; samesite=lax/i);
    expect(cookie).not.toMatch(/; secure/i);
  });

  it('remember-me makes the cookie last one day', () => {
    const set = vi.spyOn(Cookies, 'set');
    useSession.getState().login({ ...user, token: 'tok-remember' }, true);
    expect(set).toHaveBeenCalledWith(
      'token',
      'tok-remember',
      expect.objectContaining({ path: '/', expires: 1 }),
    );
  });

  it('logout clears the cookie, _u and the session state', () => {
    useSession.getState().login({ ...user, token: 'tok-123' });
    useSession.getState().logout();

    expect(Cookies.get('token')).toBeUndefined();
    expect(window.localStorage.getItem('_u')).toBeNull();
    expect(useSession.getState()).toMatchObject({ token: '', user: null });
  });

  it('remembers for the tab that the server ended the session, until the next sign-in', () => {
    useSession.getState().login({ ...user, token: 'tok-ended' });
    useSession.getState().end();
    expect(Cookies.get('token')).toBeUndefined();
    expect(useSession.getState()).toMatchObject({ token: '', user: null, ended: true });
    // A reload reads it back: the page that noticed may be gone before the login page opens.
    expect(window.sessionStorage.getItem('session-ended')).toBe('1');
    useSession.getState().login({ ...user, token: 'tok-again' });
    expect(useSession.getState().ended).toBe(false);
    expect(window.sessionStorage.getItem('session-ended')).toBeNull();
  });

  it('keeps _u in step with setUser', () => {
    useSession.getState().setUser({ ...user, nickname: '新名字' });
    expect(storage.get<UserInfo>('_u')?.nickname).toBe('新名字');
    useSession.getState().setUser(null);
    expect(window.localStorage.getItem('_u')).toBeNull();
  });

  it('updates the mobile flag, category and page config', () => {
    const { setMobile, setCategory, setPageConfig } = useSession.getState();
    setMobile(true);
    setCategory(3);
    setPageConfig({ banner: 'home' });
    setPageConfig({ theme: 'dark' });
    expect(useSession.getState()).toMatchObject({
      isMobile: true,
      category: 3,
      pageConfig: { banner: 'home', theme: 'dark' },
    });
  });
});

describe('persistence', () => {
  it('writes the store to local storage under "session" without the token', () => {
    useSession.getState().login({ ...user, token: 'tok-secret' });
    useSession.getState().setCategory(4);
    const saved = window.localStorage.getItem('session') ?? '';
    expect(JSON.parse(saved)).toMatchObject({ state: { user, category: 4, isMobile: false } });
    expect(saved).not.toContain('tok-secret');
  });

  it('restores the stored state on rehydrate, taking the token from the cookie', async () => {
    useSession.getState().login({ ...user, token: 'tok-live' });
    useSession.getState().setCategory(5);
    useSession.getState().setPageConfig({ hero: 'ink' });
    const saved = window.localStorage.getItem('session') ?? '';

    useSession.setState({ token: '', user: null, category: 1, pageConfig: {} });
    window.localStorage.setItem('session', saved);
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({
      token: 'tok-live',
      user,
      category: 5,
      pageConfig: { hero: 'ink' },
    });

    Cookies.remove('token', { path: '/' });
    await useSession.persist.rehydrate();
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().user).toEqual(user);
  });

  it('restores in a freshly loaded module, as after a page reload', async () => {
    useSession.getState().login({ ...user, token: 'tok-reload' });
    useSession.getState().setMobile(true);

    vi.resetModules();
    const reloaded = await import('./session-store');
    expect(reloaded.useSession).not.toBe(useSession);
    expect(reloaded.useSession.getState()).toMatchObject({
      token: 'tok-reload',
      user,
      isMobile: true,
      category: 1,
    });
  });

  it('ignores malformed stored state', async () => {
    window.localStorage.setItem(
      'session',
      JSON.stringify({ state: { category: 'x', user: 'nobody', pageConfig: [] }, version: 0 }),
    );
    await useSession.persist.rehydrate();
    expect(useSession.getState()).toMatchObject({ category: 1, user: null, pageConfig: {} });
  });
});

describe('with a storage key configured', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('keeps the session and _u sealed in local storage and restores them after a reload', async () => {
    vi.stubEnv('VITE_STORAGE_AES_KEY', 'atelier-storage-key-32-chars-ok!');
    vi.resetModules();
    const first = await import('./session-store');
    first.useSession.getState().login({ ...user, token: 'tok-sealed' });

    await vi.waitFor(() => {
      expect(window.localStorage.getItem('session')).not.toBeNull();
      expect(window.localStorage.getItem('_u')).not.toBeNull();
    });
    for (const key of ['session', '_u']) {
      const stored = window.localStorage.getItem(key) ?? '';
      expect(stored).not.toContain('lin');
      expect(stored).not.toContain('13800000000');
    }

    vi.resetModules();
    const reloaded = await import('./session-store');
    await reloaded.useSession.persist.rehydrate();
    expect(reloaded.useSession.getState()).toMatchObject({ token: 'tok-sealed', user });
  });
});
