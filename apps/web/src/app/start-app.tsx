import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { createBrowserRouter } from 'react-router';
import { App } from './app';
import { startProgress } from './navigation/progress';
import { setNavigator } from '@/shared/api/request';
import { installGlobalErrorHandlers } from '@/shared/errors/script-error';

/** Starts one of the two apps, the shop's (main.tsx) or the console's (console-main.tsx). */
export function startApp(router: ReturnType<typeof createBrowserRouter>): void {
  installGlobalErrorHandlers();
  setNavigator((to: string) => void router.navigate(to));
  // The first page's code is loading right now; its layout finishes the bar when it settles.
  startProgress();

  const container = document.getElementById('root');
  if (!container) throw new Error('The page lacks the #root container');

  // As a transition, React renders the first page in slices and lets the browser in between: a
  // phone's main thread is never held for the whole first render at once.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
