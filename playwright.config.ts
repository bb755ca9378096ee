import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { journeyServerEnv } from './apps/web/e2e/journey-server';
import { chromiumFlags, headlessShellPath } from './scripts/chromium.mjs';

// The journeys' servers are started per worker (e2e/fixtures.ts). The one started here is the
// server whose clock journeys may put forward (`/api/dev/clock`), on its own database, so no
// other journey's time ever jumps; `e2e/time-travel.ts` finds it. E2E_PORT moves it, so two
// checkouts can run their journeys side by side.
const timeTravelPort = Number(process.env.E2E_PORT ?? 8100);
process.env.E2E_TIME_TRAVEL_URL ??= `http://127.0.0.1:${timeTravelPort}`;
// The config is read again in each worker; the environment carries the directory over.
const timeTravelDataDir = (process.env.E2E_TIME_TRAVEL_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'atelier-e2e-time-'),
));

// The files with journeys that move the time-travel server's clock.
const clockJourneys = /\/(console-content|privacy-cancel|drops)\.spec\.ts$/;

export default defineConfig({
  testDir: 'apps/web/e2e',
  globalTeardown: './apps/web/e2e/global-teardown.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two files at a time: the browser, the server and the runner share two cores.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey across two signed-in browsers takes 25 s on two busy cores; half a minute left
  // them failing on a slow run, not on a fault.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: headlessShellPath, args: chromiumFlags },
    locale: 'zh-CN',
    // Readers who asked their system for less motion: nothing slides, fades or spins, so a click
    // never lands on a popup still zooming in, and the two cores are not spent drawing frames
    // of animations no journey looks at. The app honours it (global.css, antd-theme.ts); the
    // region picker and selects opening off the screen under it was a defect these found.
    reducedMotion: 'reduce',
    // Recording a trace of every journey took a third of the run; a failure keeps its
    // screenshot, and `npx playwright test <file> --trace on` records one when it is wanted.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: clockJourneys },
    // These share the server whose clock moves: one at a time, since a jump of days ends the
    // other's sessions and runs the erasure and retention jobs under it.
    { name: 'clock', testMatch: clockJourneys, workers: 1 },
    // Pictures of whole pages for a person to judge (`npm run screenshots`), not a test.
    { name: 'screenshots', testMatch: /\.shots\.ts$/ },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/server.js',
      url: `${process.env.E2E_TIME_TRAVEL_URL}/api/dev/clock`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...journeyServerEnv,
        PORT: String(timeTravelPort),
        DATA_DIR: timeTravelDataDir,
        DEV_CLOCK: '1',
      },
    },
  ],
});
