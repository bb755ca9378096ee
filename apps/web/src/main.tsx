import '@/app/styles/global.css';
import '@/app/locales/register';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startProgress } from '@/app/navigation/progress';
import { router } from '@/app/router';
import { setNavigator } from '@/shared/api/request';
import { installGlobalErrorHandlers } from '@/shared/errors/script-error';

installGlobalErrorHandlers();
setNavigator((to: string) => void router.navigate(to));
// The first page's code is loading right now; the layout finishes the bar when it settles.
startProgress();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks the #root container');

// As a transition, React renders the first page in slices and lets the browser in between: a
// phone's main thread is never held for the whole first render at once.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
