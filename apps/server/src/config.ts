import { SMS_RESEND_SECONDS } from '@atelier/contract';
import { isIP } from 'node:net';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import type { S3Settings } from './backup/backup-store';
import type { Clock } from './lib/clock';
import { loadPaymentConfig, type PaymentConfig } from './payment-config';
import { loadSmsConfig, smsEnvShape, type SmsConfig } from './sms-config';
import { loadStorageConfig, type StorageConfig } from './storage/storage-config';

export type { PaymentConfig } from './payment-config';
export type { SmsConfig } from './sms-config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_PREFIX: z.string().min(1).default('atelier:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_LOG: bool.default(true),
  SEED_DEMO: bool.optional(),
  WEB_DIST: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => value === undefined || trustedProxies(value) !== undefined, {
      message:
        'addresses or CIDR ranges, or loopback, linklocal or uniquelocal, separated by commas',
    }),
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(256 * 1024),
  BODY_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).default(24),
  VALIDATE_RESPONSES: bool.default(false),
  NODE_ENV: z.string().default('development'),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  ...smsEnvShape,
  SMS_RESEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(SMS_RESEND_SECONDS),
  SMS_CODE_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  PAYMENT_GATEWAYS: z.string().optional(),
  PAYMENT_GATEWAY: z.string().optional(),
  PAYMENT_SANDBOX_IN_PRODUCTION: bool.default(false),
  PAYMENT_SANDBOX_SECRET: z.string().min(32).optional(),
  PAYMENT_NOTIFY_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WECHATPAY_MCHID: z.string().optional(),
  WECHATPAY_APPID: z.string().optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().optional(),
  WECHATPAY_CERT_SERIAL: z.string().optional(),
  WECHATPAY_API_V3_KEY: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_FILE: z.string().optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().optional(),
  WECHATPAY_API_BASE: z.string().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  ALIPAY_PRIVATE_KEY_FILE: z.string().optional(),
  ALIPAY_PUBLIC_KEY_FILE: z.string().optional(),
  ALIPAY_APP_CERT_FILE: z.string().optional(),
  ALIPAY_PUBLIC_CERT_FILE: z.string().optional(),
  ALIPAY_ROOT_CERT_FILE: z.string().optional(),
  ALIPAY_GATEWAY: z.string().optional(),
  JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(30),
  API_DOCS: bool.optional(),
  DEV_CLOCK: bool.default(false),
  ACCOUNT_COOLING_OFF_DAYS: z.coerce.number().int().min(1).max(90).default(15),
  RESUME_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  DATA_EXPORTS_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  METRICS_TOKEN: z.string().min(16).optional(),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  BACKUP_INTERVAL_HOURS: z.coerce.number().min(0).max(8760).default(0),
});

/** The environment as read and checked: what each variable became. */
export type EnvValues = z.infer<typeof schema>;

export interface AppConfig {
  port: number;
  host: string;
  /**
   * The reverse proxies in front of the server (TLS, HTTP/2), whose X-Forwarded-For names the
   * client: their addresses. Rate limits and logs then see customers, not the proxy. Off by
   * default, so a client cannot choose its own address.
   */
  trustProxy: string[] | false;
  dataDir: string;
  /** Where the local storage keeps public files; tests read them there. */
  uploadsDir: string;
  /** Where files live: `DATA_DIR` (local) or an S3-compatible bucket every instance shares. */
  storage: StorageConfig;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };
  redisUrl: string | undefined;
  /** Keeps this deployment's keys apart from others sharing the Redis server. */
  redisPrefix: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  /** One line per request at info: method, path, status, duration and the request's id. */
  accessLog: boolean;
  /**
   * Fill an empty database with the demo studio: on by default outside production, and in
   * production only when SEED_DEMO=true says so, and then without the staff accounts, whose
   * passwords the README publishes.
   */
  seedDemo: boolean;
  /** The built SPA; absent when only the API is served (development with Vite). */
  webDist: string | undefined;
  rateLimitMax: number;
  bodyLimit: number;
  /** A request body that sends nothing for this long has its connection closed. */
  bodyIdleTimeoutMs: number;
  tokenTtlMs: number;
  /** Check every response against the contract; on in tests, off in production for speed. */
  validateResponses: boolean;
  production: boolean;
  /** Per IP and minute, for each of the sign-in, registration and SMS actions. */
  authRateLimitMax: number;
  sms: SmsConfig;
  smsTiming: SmsTiming;
  payment: PaymentConfig;
  /** How often the order jobs (payment deadline, automatic receipt) run; 0 turns them off. */
  jobsIntervalMs: number;
  /** Serve the OpenAPI UI and JSON at /api/docs; off in production unless asked for. */
  apiDocs: boolean;
  /**
   * A clock that `POST /api/dev/clock` moves forward, so journeys reach a scheduled time without
   * waiting. Development and tests only: production refuses to start with it.
   */
  devClock: boolean;
  /** What the privacy policy promises; the policy page shows these figures. */
  privacy: PrivacyConfig;
  /**
   * The bearer token `GET /metrics` asks for; required in production, where the figures say how
   * the shop trades. Unset outside production, the metrics are open.
   */
  metricsToken: string | undefined;
  backup: BackupConfig;
  /** Not from the environment: tests and benchmarks set it to count the SQL statements run. */
  onQuery?: (sqlText: string) => void;
  /** Not from the environment: where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Not from the environment: the time server logic reads; the system's unless a test moves it. */
  clock?: Clock;
}

export interface PrivacyConfig {
  /** After a customer cancels, how long signing in can still restore the account. */
  coolingOffMs: number;
  /** Applications and their résumés are erased this long after their posting closes. */
  resumeRetentionMs: number;
  /** Data archives one account may ask for in 24 hours. */
  exportsPerDay: number;
}

/** `npm run backup` and the scheduled backup, of a SQLite shop. */
export interface BackupConfig {
  /** BACKUP_DIR: a folder or `s3://bucket/prefix`; the command's default and the job's. */
  destination: string | undefined;
  keep: number;
  /** How often the job takes one; 0 (the default) takes none. */
  intervalMs: number;
  /** DATA_DIR's files are backed up too, unless an object store keeps them (STORAGE_DRIVER=s3). */
  includeFiles: boolean;
  /** The object store an s3:// destination is in (the S3_* variables). */
  s3: S3Settings;
}

export interface SmsTiming {
  /** How long a number waits before another code is sent to it. */
  resendIntervalMs: number;
  /** How long a code stays valid; its text says so in whole minutes. */
  codeTtlMs: number;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** TRUST_PROXY read as an address list; undefined when an entry is not an address. */
function trustedProxies(value: string): string[] | undefined {
  const list = value.split(',').map((item) => item.trim());
  const valid = list.every(
    (item) => PROXY_NAMES.has(item) || isIP(item.replace(/\/\d{1,3}$/, '')) !== 0,
  );
  return valid ? list : undefined;
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the environment once at start-up and refuses bad values with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production && e.DEV_CLOCK) {
    throw new Error(
      'Invalid configuration:\n  DEV_CLOCK: a clock anyone can move is for development and tests, never production',
    );
  }
  const payment = loadPaymentConfig(e, production);
  const sms = loadSmsConfig(e, production);
  if (production && !e.METRICS_TOKEN) {
    throw new Error(
      'Invalid configuration:\n  METRICS_TOKEN: required in production, the bearer token Prometheus sends for /metrics (at least 16 characters)',
    );
  }
  if (e.BACKUP_INTERVAL_HOURS > 0 && e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  BACKUP_INTERVAL_HOURS: backs up the SQLite database; with DATABASE_URL use pg_dump or your provider's point-in-time recovery (README, Backups)",
    );
  }
  if (e.BACKUP_INTERVAL_HOURS > 0 && !e.BACKUP_DIR) {
    throw new Error(
      'Invalid configuration:\n  BACKUP_DIR: required when BACKUP_INTERVAL_HOURS is set (a folder or s3://bucket/prefix)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    trustProxy: (e.TRUST_PROXY === undefined ? undefined : trustedProxies(e.TRUST_PROXY)) ?? false,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: loadStorageConfig(e),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'atelier.db') },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    logLevel: e.LOG_LEVEL,
    accessLog: e.ACCESS_LOG,
    seedDemo: e.SEED_DEMO ?? !production,
    webDist: e.WEB_DIST === '' ? undefined : path.resolve(e.WEB_DIST ?? defaultWebDist),
    rateLimitMax: e.RATE_LIMIT_MAX,
    bodyLimit: e.BODY_LIMIT,
    bodyIdleTimeoutMs: e.BODY_IDLE_TIMEOUT_SECONDS * 1000,
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3600_000,
    validateResponses: e.VALIDATE_RESPONSES,
    production,
    authRateLimitMax: e.AUTH_RATE_LIMIT_MAX,
    sms,
    smsTiming: {
      resendIntervalMs: e.SMS_RESEND_SECONDS * 1000,
      codeTtlMs: e.SMS_CODE_TTL_MINUTES * 60_000,
    },
    payment,
    jobsIntervalMs: e.JOBS_INTERVAL_SECONDS * 1000,
    apiDocs: e.API_DOCS ?? !production,
    devClock: e.DEV_CLOCK,
    privacy: {
      coolingOffMs: e.ACCOUNT_COOLING_OFF_DAYS * 86_400_000,
      resumeRetentionMs: e.RESUME_RETENTION_DAYS * 86_400_000,
      exportsPerDay: e.DATA_EXPORTS_PER_DAY,
    },
    metricsToken: e.METRICS_TOKEN,
    backup: {
      destination:
        e.BACKUP_DIR === undefined || e.BACKUP_DIR.startsWith('s3://')
          ? e.BACKUP_DIR
          : path.resolve(e.BACKUP_DIR),
      keep: e.BACKUP_KEEP,
      intervalMs: Math.round(e.BACKUP_INTERVAL_HOURS * 3600_000),
      includeFiles: e.STORAGE_DRIVER === 'local',
      s3: {
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        forcePathStyle: e.S3_FORCE_PATH_STYLE,
      },
    },
  };
}
