import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Files share one module graph per worker (loading the app's modules once, not per file);
    // a file that replaces a module with vi.mock is named *.isolated.test.ts and runs apart
    // (see the root config).
    isolate: false,
    // The malformed-input sweep is a project of its own too (the root config).
    exclude: [
      ...configDefaults.exclude,
      'src/**/*.isolated.test.{ts,tsx}',
      'src/test/fuzz-*.test.ts',
    ],
    // Each test file builds its own app on its own database, copied from one migrated before
    // the run.
    globalSetup: ['src/test/template-databases.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
