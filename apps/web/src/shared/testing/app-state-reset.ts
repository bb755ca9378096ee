import { afterEach } from 'vitest';

/**
 * Puts back the app-wide state a test may change: with isolate: false the next file shares these
 * modules and the DOM. Clearing storage alone is not enough: i18n keeps its language and the
 * session store its token and user in memory, and the token cookie outlives local storage.
 * Registered before the DOM cleanup so it runs after it (after-hooks run last first): nothing
 * is mounted any more to re-render. Loaded on demand, as build-script tests have no window.
 */
export function resetAppState(): void {
  if (typeof window === 'undefined') return;
  const app = Promise.all([
    import('../session/session-store'),
    import('../i18n/i18n'),
    import('../config/app-config'),
  ]);
  afterEach(async () => {
    const [{ useSession }, { i18n }, { appConfig }] = await app;
    useSession.getState().logout();
    await i18n.changeLanguage(appConfig.defaultLang);
    document.documentElement.lang = appConfig.defaultLang;
    document.title = '';
  });
}
