import { actionPath, routes, type ActionName } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { seedDemo } from '../demo/demo-seed';

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
 * Builds the app on a fresh database: a SQLite file in a temporary DATA_DIR, or a PostgreSQL
 * schema of its own in TEST_DATABASE_URL, dropped again when the suite ends. The database is
 * empty unless the suite asks for the demo content. A suite that moves time passes a
 * `testClock()` and keeps it.
 */
export function useTestApp(
  kind: 'sqlite' | 'postgres',
  env: Record<string, string> = {},
  { onQuery, logStream, clock, demo = false }: TestAppOptions = {},
): () => TestApp {
  let current: TestApp | undefined;
  let dataDir = '';
  let schema = '';

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
      const url = process.env.TEST_DATABASE_URL;
      if (!url) throw new Error('TEST_DATABASE_URL is not set');
      schema = testSchemaName();
      config.database = { kind: 'postgres', url, schema };
      current = { app: await inTestSchema(url, schema, () => buildApp(config)), config };
    } else {
      current = { app: await buildApp(config), config };
    }
    const { app } = current;
    if (demo) await seedDemo(app);
  });

  afterAll(async () => {
    await current?.app.close();
    if (schema && process.env.TEST_DATABASE_URL) {
      await dropTestSchema(process.env.TEST_DATABASE_URL, schema);
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  return () => {
    if (!current) throw new Error('the test app is built in beforeAll');
    return current;
  };
}

export async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator lists the tables of every schema in the database, and that listing fails
 * when another test file drops its schema meanwhile. So schemas are made and migrated under a
 * shared advisory lock, and dropped under the exclusive one (held until the session ends).
 */
const SCHEMA_LOCK = 20_261_125;

export function testSchemaName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

/** Creates `schema` and builds the apps on it (they migrate it) while no schema is dropped. */
export function inTestSchema<T>(url: string, schema: string, build: () => Promise<T>): Promise<T> {
  return withPg(url, async (client) => {
    await client.query('SELECT pg_advisory_lock_shared($1)', [SCHEMA_LOCK]);
    await client.query(`CREATE SCHEMA ${schema}`);
    return build();
  });
}

export function dropTestSchema(url: string, schema: string): Promise<unknown> {
  return withPg(url, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK]);
    return client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });
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
