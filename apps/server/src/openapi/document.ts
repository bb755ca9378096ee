import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/**
 * The OpenAPI document as the server publishes it, from an app built on a throwaway SQLite
 * database and never listening: what `/api/docs/json` serves, without a running shop.
 */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-openapi-'));
  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      JOBS_INTERVAL_SECONDS: '0',
    }),
  );
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
