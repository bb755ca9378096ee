import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each test file builds its own app on its own database; PostgreSQL schemas are per file.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
