import { actionPath, routes, type ActionName } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { seedDemo } from '../demo/demo-seed';
import { databaseUrl, dropDatabase, withPg } from './pg-admin';
// The names the global setup provides (`inject`).
import type {} from './template-databases';

/** The databases every integration suite runs on: SQLite always, PostgreSQL when configured. */
export const databases: Array<'sqlite' | 'postgres'> = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
}

export interface TestAppOptions extends Pick<AppConfig, 'onQuery' | 'logStream' | 'clock'> {
  /** Load the demo studio (accounts, settings, catalogue, pages), as `npm start` does. */
  demo?: boolean;
}

/**
 * Builds the app on a fresh, migrated database: a SQLite file in a temporary DATA_DIR, or a
 * PostgreSQL database of its own on TEST_DATABASE_URL's server, dropped again when the suite
 * ends. The database is empty unless the suite asks for the demo content. A suite that moves
 * time passes a `testClock()` and keeps it.
 */
export function useTestApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  { onQuery, logStream, clock, demo = false }: TestAppOptions = {},
): () => TestApp {
  let current: TestApp | undefined;
  let dataDir = '';
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-test-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      VALIDATE_RESPONSES: 'true',
      RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      // Tests run the order jobs themselves, at the moments they choose.
      JOBS_INTERVAL_SECONDS: '0',
      ...env,
    });
    config.onQuery = onQuery;
    config.logStream = logStream;
    config.clock = clock;
    if (kind === 'postgres') {
      database = await freshPostgresDatabase();
      config.database = { kind: 'postgres', url: database.url };
    } else if (config.database.kind === 'sqlite') {
      copyFileSync(inject('sqliteTemplate'), config.database.file);
    }
    current = { app: await buildApp(config), config };
    const { app } = current;
    if (demo) await seedDemo(app);
  });

  afterAll(async () => {
    await current?.app.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!current) throw new Error('the test app is built in beforeAll');
    return current;
  };
}

/** A PostgreSQL database of its own, and how to drop it. */
export interface TestDatabase {
  url: string;
  drop: () => Promise<unknown>;
}

/**
 * A database on TEST_DATABASE_URL's server for one suite: a copy of the migrated template the
 * global setup made (template-databases.ts), or with `empty`, one with no tables at all, for a
 * suite that watches the app migrate.
 */
export async function freshPostgresDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `atelier_test_${randomBytes(6).toString('hex')}`;
  const template = empty ? '' : inject('postgresTemplate');
  await withPg(base, (client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  return { url: databaseUrl(base, name), drop: () => dropDatabase(base, name) };
}

/** Calls an action the way the web client does: GET as query, POST as JSON body. */
export async function call(
  app: FastifyInstance,
  action: string,
  input: Record<string, unknown> = {},
  options: { method?: 'GET' | 'POST'; token?: string } = {},
) {
  const method = options.method ?? 'GET';
  // A name the contract does not know goes where the site's actions are, to be refused there.
  const url = action in routes ? actionPath(action as ActionName) : `/api/index/${action}`;
  const headers = options.token ? { authorization: `Bearer ${options.token}` } : undefined;
  const response =
    method === 'GET'
      ? await app.inject({
          method,
          url,
          query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
          headers,
        })
      : await app.inject({ method, url, payload: input, headers });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
