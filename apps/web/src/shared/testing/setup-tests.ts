import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { failOnConsoleErrors } from './console-errors';
import './computed-style';
import { answerThroughFakeApi } from './fake-api-setup';
import { resetAppState } from './app-state-reset';

// Hooks are registered from this file's body, which vitest runs again for every test file; the
// modules it imports run once per worker when files share one (isolate: false), so hooks at
// their top level would guard only the first file.
// First, so its after-hook runs last: errors logged while unmounting count too.
failOnConsoleErrors();
// Every action answered by the fake API, never the network.
answerThroughFakeApi();
// Session, language and title back to the app's start, once the DOM is cleaned up.
resetAppState();

// findBy and waitFor give up after this long: on two shared cores a worker can be starved for
// more than their default second while the other files run.
configure({ asyncUtilTimeout: 5000 });

// Tests run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  // Build-script tests run in the node environment: no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
