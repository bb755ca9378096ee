/**
 * A production start as a test shop runs it: the sandbox gateway and the SMS outbox, each
 * allowed in production only when said so, as every screen then tells the customers; the
 * metrics behind the token production requires.
 */
export const testShopEnv = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'sandbox',
  PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
  PAYMENT_SANDBOX_SECRET: 'a-production-secret-of-at-least-32-characters',
  SMS_OUTBOX_IN_PRODUCTION: 'true',
  METRICS_TOKEN: 'a-production-metrics-token',
} as const;
