import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { testShopEnv } from './test/production-env';

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

  it('trusts no proxy unless told which, and refuses what is not an address', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,192.168.1.2' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
      '192.168.1.2',
    ]);
    for (const bad of ['true', '2', 'proxy.example.com', '10.0.0.0/8,'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/);
  });

  it('times SMS codes from the environment: a 60-second resend interval and 5 minutes by default', () => {
    expect(loadConfig({}).smsTiming).toEqual({ resendIntervalMs: 60_000, codeTtlMs: 300_000 });
    expect(loadConfig({ SMS_RESEND_SECONDS: '2', SMS_CODE_TTL_MINUTES: '1' }).smsTiming).toEqual({
      resendIntervalMs: 2000,
      codeTtlMs: 60_000,
    });
    expect(() => loadConfig({ SMS_RESEND_SECONDS: '0' })).toThrow(/SMS_RESEND_SECONDS/);
    expect(() => loadConfig({ SMS_CODE_TTL_MINUTES: 'soon' })).toThrow(/SMS_CODE_TTL_MINUTES/);
  });

  it('refuses to run in production on the development payment secret', () => {
    const sandbox = {
      PAYMENT_GATEWAY: 'sandbox',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
      SMS_OUTBOX_IN_PRODUCTION: 'true',
      METRICS_TOKEN: testShopEnv.METRICS_TOKEN,
    };
    expect(() => loadConfig({ NODE_ENV: 'production', ...sandbox })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'too short' })).toThrow(
      /PAYMENT_SANDBOX_SECRET/,
    );
    const secret = 'a-production-secret-of-at-least-32-characters';
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_SANDBOX_SECRET: secret,
      ...sandbox,
    });
    expect(config.payment.sandboxSecret).toBe(secret);
    expect(loadConfig({}).payment.sandboxSecret).not.toBe(secret);
  });

  describe('the payment gateway', () => {
    const secret = { PAYMENT_SANDBOX_SECRET: 'a-production-secret-of-at-least-32-characters' };

    it('is the sandbox outside production unless another is named', () => {
      expect(loadConfig({}).payment.gateways).toEqual(['sandbox']);
      expect(loadConfig({ NODE_ENV: 'test' }).payment.gateways).toEqual(['sandbox']);
      // The older single-gateway variable is a list of one.
      expect(loadConfig({ PAYMENT_GATEWAY: 'sandbox' }).payment.gateways).toEqual(['sandbox']);
    });

    it('refuses a gateway that does not exist, naming the variable', () => {
      expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
      expect(() => loadConfig({ PAYMENT_SANDBOX_IN_PRODUCTION: 'sure' })).toThrow(
        /PAYMENT_SANDBOX_IN_PRODUCTION/,
      );
    });

    it('must be named in production', () => {
      expect(() => loadConfig({ NODE_ENV: 'production', ...secret })).toThrow(
        /PAYMENT_GATEWAYS: required in production/,
      );
    });

    it('refuses the sandbox in production, where it would mark orders paid without money', () => {
      const production = {
        NODE_ENV: 'production',
        PAYMENT_GATEWAY: 'sandbox',
        METRICS_TOKEN: testShopEnv.METRICS_TOKEN,
        ...secret,
      };
      expect(() => loadConfig(production)).toThrow(/PAYMENT_SANDBOX_IN_PRODUCTION=true/);
      expect(() => loadConfig({ ...production, PAYMENT_SANDBOX_IN_PRODUCTION: 'false' })).toThrow(
        /PAYMENT_GATEWAY/,
      );
      const testShop = loadConfig({
        ...production,
        PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
        SMS_OUTBOX_IN_PRODUCTION: 'true',
      });
      expect(testShop.production).toBe(true);
      expect(testShop.payment.gateways).toEqual(['sandbox']);
    });
  });

  describe('in production', () => {
    it('refuses the SMS outbox unless a test shop says so, and takes a provider', () => {
      const { SMS_OUTBOX_IN_PRODUCTION: _allowed, ...outbox } = testShopEnv;
      expect(() => loadConfig(outbox)).toThrow(/SMS_DRIVER: .*SMS_OUTBOX_IN_PRODUCTION=true/);
      expect(() => loadConfig({ ...outbox, SMS_OUTBOX_IN_PRODUCTION: 'false' })).toThrow(
        /SMS_DRIVER/,
      );
      expect(loadConfig(testShopEnv).sms).toEqual({ driver: 'outbox' });
      const provider = { SMS_DRIVER: 'http', SMS_HTTP_URL: 'https://sms.example.com/send' };
      expect(loadConfig({ ...outbox, ...provider }).sms).toMatchObject({ driver: 'http' });
    });

    it('refuses to start without a token for the metrics, and takes one long enough', () => {
      const { METRICS_TOKEN: _token, ...open } = testShopEnv;
      expect(() => loadConfig(open)).toThrow(/METRICS_TOKEN: required in production/);
      expect(() => loadConfig({ ...open, METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN/);
      expect(() => loadConfig({ ...open, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
      expect(loadConfig(testShopEnv).metricsToken).toBe(testShopEnv.METRICS_TOKEN);
      // Outside production the metrics are open unless a token is set.
      expect(loadConfig({}).metricsToken).toBeUndefined();
    });

    it('loads the demo only when SEED_DEMO=true says so; elsewhere by default', () => {
      expect(loadConfig(testShopEnv).seedDemo).toBe(false);
      expect(loadConfig({ ...testShopEnv, SEED_DEMO: 'true' }).seedDemo).toBe(true);
      expect(loadConfig({}).seedDemo).toBe(true);
      expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    });
  });
});
