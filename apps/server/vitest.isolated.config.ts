import { defineConfig } from 'vitest/config';
import shared from './vitest.config';

/** The files that replace a module with vi.mock, each in a module graph of its own. */
export default defineConfig({
  ...shared,
  test: {
    ...shared.test,
    name: 'server-isolated',
    isolate: true,
    include: ['src/**/*.isolated.test.ts'],
    exclude: [],
  },
});
