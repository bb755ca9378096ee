import type { ActionOutput } from '@atelier/contract';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { createJSONStorage, persist, type PersistStorage } from 'zustand/middleware';
import { appConfig } from '../config/app-config';
import { createEncryptedStorage, storage } from '../storage/storage';

export type UserInfo = ActionOutput<'userInfo'>;

export const TOKEN_COOKIE = 'token';
export const USER_KEY = '_u';
export const SESSION_KEY = 'session';
/** Remember-me keeps the login for 24 hours; otherwise the cookie ends with the browser session. */
const REMEMBER_DAYS = 1;

export interface SessionState {
  token: string;
  user: UserInfo | null;
  isMobile: boolean;
  category: number;
  pageConfig: Record<string, unknown>;
  /**
   * The server ended the session (expired, revoked, the account disabled), not the user: the
   * login page says so until they sign in again. Kept for the tab (session storage), since the
   * page that noticed may be reloaded before the login page opens.
   */
  ended: boolean;
}

export interface SessionActions {
  login(userinfo: UserInfo & { token: string }, remember?: boolean): void;
  setUser(user: UserInfo | null): void;
  logout(): void;
  /** The server refused the session: signed out, and the login page tells why. */
  end(): void;
  setMobile(isMobile: boolean): void;
  setCategory(category: number): void;
  /** Merges into the page config. */
  setPageConfig(patch: Record<string, unknown>): void;
}

export type Session = SessionState & SessionActions;

type Persisted = Pick<SessionState, 'user' | 'isMobile' | 'category' | 'pageConfig'>;

// With a storage key configured (VITE_STORAGE_AES_KEY), the session and `_u` are sealed with
// AES-GCM, which Web Crypto does asynchronously; without one they are plain JSON, read at once.
const { enabled: encrypted, key: storageKey } = appConfig.storageEncryption;
const sealed = encrypted ? createEncryptedStorage(window.localStorage, storageKey) : null;
const userStore = sealed ?? storage;

const persistence: PersistStorage<Persisted> | undefined = sealed
  ? {
      getItem: (name) => sealed.get(name),
      setItem: (name, value) => sealed.set(name, value),
      removeItem: (name) => sealed.remove(name),
    }
  : createJSONStorage<Persisted>(() => window.localStorage);

const ENDED_KEY = 'session-ended';

/** Whether this tab's session was ended by the server; set or cleared. */
function endedFlag(value?: boolean): boolean {
  try {
    if (value === true) window.sessionStorage.setItem(ENDED_KEY, '1');
    else if (value === false) window.sessionStorage.removeItem(ENDED_KEY);
    return window.sessionStorage.getItem(ENDED_KEY) === '1';
  } catch {
    // Storage refused (a private mode): the flag lives in memory only.
    return value === true;
  }
}

/** The token for non-React code; the cookie is the only place it is kept. */
export function getToken(): string {
  return Cookies.get(TOKEN_COOKIE) ?? '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Takes back only well-formed fields of what was stored; anything else keeps its default. */
function restore(persisted: unknown, current: Session): Session {
  const saved = isRecord(persisted) ? persisted : {};
  return {
    ...current,
    user: isRecord(saved.user) ? (saved.user as UserInfo) : current.user,
    isMobile: typeof saved.isMobile === 'boolean' ? saved.isMobile : current.isMobile,
    category: typeof saved.category === 'number' ? saved.category : current.category,
    pageConfig: isRecord(saved.pageConfig) ? saved.pageConfig : current.pageConfig,
    token: getToken(),
  };
}

export const useSession = create<Session>()(
  persist(
    (set) => ({
      token: getToken(),
      user: storage.get<UserInfo>(USER_KEY),
      isMobile: false,
      category: 1,
      pageConfig: {},
      ended: endedFlag(),

      login(userinfo, remember = false) {
        const { token, ...user } = userinfo;
        Cookies.set(TOKEN_COOKIE, token, {
          path: '/',
          sameSite: 'Lax',
          secure: window.location.protocol === 'https:',
          ...(remember ? { expires: REMEMBER_DAYS } : {}),
        });
        void userStore.set(USER_KEY, user);
        set({ token, user, ended: endedFlag(false) });
      },
      setUser(user) {
        if (user === null) void userStore.remove(USER_KEY);
        else void userStore.set(USER_KEY, user);
        set({ user });
      },
      logout() {
        Cookies.remove(TOKEN_COOKIE, { path: '/' });
        void userStore.remove(USER_KEY);
        set({ token: '', user: null, ended: endedFlag(false) });
      },
      end() {
        Cookies.remove(TOKEN_COOKIE, { path: '/' });
        void userStore.remove(USER_KEY);
        set({ token: '', user: null, ended: endedFlag(true) });
      },
      setMobile: (isMobile) => set({ isMobile }),
      setCategory: (category) => set({ category }),
      setPageConfig: (patch) => set((state) => ({ pageConfig: { ...state.pageConfig, ...patch } })),
    }),
    {
      name: SESSION_KEY,
      storage: persistence,
      // The token stays out of local storage: a session cookie must not outlive the browser
      // session through a copy, so on restore the token is always read from the cookie.
      partialize: ({ user, isMobile, category, pageConfig }) => ({
        user,
        isMobile,
        category,
        pageConfig,
      }),
      merge: restore,
    },
  ),
);
