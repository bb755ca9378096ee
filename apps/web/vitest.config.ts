import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { regionPinyinTable } from './region-pinyin-plugin.ts';

export default defineConfig({
  plugins: [regionPinyinTable()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', '*.test.ts'],
    // Files share one module graph and page per worker (antd and React load once, not per
    // file); the setup file puts the page, the session and the fake API back after each test.
    // A file that replaces a module with vi.mock, or leaves antd's static toasts behind, is named
    // *.isolated.test.* and runs apart (see the root config).
    isolate: false,
    exclude: [...configDefaults.exclude, 'src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['src/shared/testing/setup-tests.ts'],
    // The first test of a file that renders a console screen or the address cascader loads antd
    // and the screen's code; on two busy cores that alone can outlast vitest's five seconds.
    testTimeout: 20_000,
    restoreMocks: true,
    unstubGlobals: true,
  },
});
