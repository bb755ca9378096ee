import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 8080, SQLite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'sqlite', file: path.resolve('data', 'atelier.db') });
    expect(config.uploadsDir).toBe(path.resolve('data', 'uploads'));
    expect(config.logLevel).toBe('info');
    expect(config.seedDemo).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost:5432/atelier' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@localhost:5432/atelier',
    });
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('refuses to run in production on the development payment secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_SANDBOX_SECRET/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'too short' })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
    const secret = 'a-production-secret-of-at-least-32-characters';
    const config = loadConfig({ NODE_ENV: 'production', PAYMENT_SANDBOX_SECRET: secret });
    expect(config.payment.sandboxSecret).toBe(secret);
    expect(loadConfig({}).payment.sandboxSecret).not.toBe(secret);
  });
});
