import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// First, so its after-hook runs last: errors logged while unmounting count too.
import './console-errors';
import './computed-style';
// Every action answered by the fake API, never the network.
import './fake-api-setup';

// Tests run without vitest globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  // Build-script tests run in the node environment: no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
