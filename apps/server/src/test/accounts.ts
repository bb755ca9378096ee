import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call } from './build-test-app';

let serial = 0;

/** A mobile number and user name no other test in the run uses. */
export function freshIdentity(prefix = 'u') {
  serial += 1;
  const n = (Date.now() % 1_000_000) * 100 + serial;
  return { mobile: `139${String(n).padStart(8, '0').slice(-8)}`, username: `${prefix}_${n}` };
}

/**
 * The code the outbox driver last "sent" to a number, read from its table: a production config
 * has no development route to ask.
 */
export async function outboxCode(app: FastifyInstance, mobile: string): Promise<string> {
  const code = (await app.services.sms.latestOutboxMessage(mobile))?.code;
  if (!code) throw new Error(`no SMS in the outbox for ${mobile}`);
  return code;
}

/** Sends a code for an event and returns it. */
export async function sendCode(
  app: FastifyInstance,
  mobile: string,
  event: string,
  token?: string,
): Promise<string> {
  const res = await call(app, 'send', { mobile, event }, { method: 'POST', token });
  expect(res.body).toMatchObject({ code: 200 });
  return outboxCode(app, mobile);
}

/** Forgets when codes were sent, so a test can send again without waiting a minute. */
export async function forgetSendLimits(app: FastifyInstance): Promise<void> {
  await app.db.deleteFrom('sms_senders').execute();
}

export const PASSWORD = 'Paint3rly!';

/** Registers a new customer through the API and returns its identity and token. */
export async function signUp(app: FastifyInstance, prefix = 'u') {
  const { mobile, username } = freshIdentity(prefix);
  const captcha = await sendCode(app, mobile, 'register');
  const res = await call(
    app,
    'register',
    { username, password: PASSWORD, mobile, captcha },
    { method: 'POST' },
  );
  expect(res.body).toMatchObject({ code: 200 });
  const userinfo = res.body.data.userinfo as { id: number; token: string };
  return { id: userinfo.id, token: userinfo.token, mobile, username };
}
