import { LogController, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/** The field of every request's log lines, and of a 5xx answer, that names the request. */
export const REQUEST_ID_LABEL = 'request_id';

/** Keys whose values never reach a log: credentials, one-time codes, session and QR tickets. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'password',
  'old_password',
  'new_password',
  'captcha',
  'token',
  'ticket',
  'secret',
];

/**
 * Where a secret may sit in a logged object: at the top, or up to three objects deep
 * (`req.headers.authorization`, `body.password`, `err.config.headers.cookie`). `code` is
 * redacted only inside a request body or query, where it is an SMS or transfer code: elsewhere
 * it is an error's code, which a log needs.
 */
export const redactPaths = [
  ...['', '*.', '*.*.', '*.*.*.'].flatMap((depth) => SECRET_KEYS.map((key) => depth + key)),
  'res.headers["set-cookie"]',
  ...['body', 'query', 'req.body', 'req.query'].map((at) => `${at}.code`),
];

/**
 * Fastify's pino logger: every line of a request carries its id, secrets are censored, and the
 * per-request lines (received, completed) are written at debug and trace only, being noise at info.
 */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'logStream'>,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level: config.logLevel,
      redact: { paths: redactPaths, censor: '[redacted]' },
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    logController: new LogController({
      requestIdLogLabel: REQUEST_ID_LABEL,
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
  };
}
