import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// E2E_PORT lets two checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 8090);
const demoCustomerJourneys = /\/(cart|checkout|shop)\.spec\.ts$/;
// The files with journeys that move the time-travel server's clock (see below).
const clockJourneys = /\/(console-content|privacy-cancel)\.spec\.ts$/;
const baseURL = `http://127.0.0.1:${port}`;

// A fresh database per run. The config is read again in each worker; the environment carries
// the first directory over so every process agrees on it.
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atelier-e2e-')));

// A second server whose clock journeys may put forward (`/api/dev/clock`), on its own database,
// so the shared server's time never jumps under the other journeys. `e2e/time-travel.ts` finds it.
const timeTravelPort = port + 10;
process.env.E2E_TIME_TRAVEL_URL ??= `http://127.0.0.1:${timeTravelPort}`;
const timeTravelDataDir = (process.env.E2E_TIME_TRAVEL_DATA_DIR ??= mkdtempSync(
  join(tmpdir(), 'atelier-e2e-time-'),
));

const serverEnv = {
  HOST: '127.0.0.1',
  WEB_DIST: 'apps/web/dist',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  VALIDATE_RESPONSES: 'true',
  // A number may have its next code after a second, not a minute: the minute is the server's
  // rule, tested there with its clock moved, and no journey waits it out.
  SMS_RESEND_SECONDS: '1',
};

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
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
    locale: 'zh-CN',
    // Recording a trace of every journey took a third of the run; a failure keeps its
    // screenshot, and `npx playwright test <file> --trace on` records one when it is wanted.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: [demoCustomerJourneys, clockJourneys] },
    // These change the demo customer's cart, addresses, favourites, orders and points, and read
    // them back: one at a time, beside the other journeys.
    { name: 'demo-customer', testMatch: demoCustomerJourneys, workers: 1 },
    // These share the server whose clock moves: one at a time, since a jump of days ends the
    // other's sessions and runs the erasure and retention jobs under it.
    { name: 'clock', testMatch: clockJourneys, workers: 1 },
    // Pictures of whole pages for a person to judge (`npm run screenshots`), not a test.
    { name: 'screenshots', testMatch: /\.shots\.ts$/ },
  ],
  webServer: [
    {
      command: 'node apps/server/dist/server.js',
      url: `${baseURL}/api/index/shopConfig`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...serverEnv, PORT: String(port), DATA_DIR: dataDir },
    },
    {
      command: 'node apps/server/dist/server.js',
      url: `${process.env.E2E_TIME_TRAVEL_URL}/api/dev/clock`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: String(timeTravelPort),
        DATA_DIR: timeTravelDataDir,
        DEV_CLOCK: '1',
      },
    },
  ],
});
