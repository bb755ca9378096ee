import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/*/vitest{,.isolated}.config.ts'],
    // One file more than there are cores (vitest's default is one less): the integration files
    // wait on the disk, PostgreSQL and child servers as much as they compute.
    maxWorkers: availableParallelism() + 1,
  },
});
