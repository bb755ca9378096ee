// Talking to a running server the way the web client does: one action, its envelope back.
import http from 'node:http';

export const PASSWORD = 'Bench@12345';

/** One request; answers the envelope whatever its code (a refusal is an answer here). */
export function send(agent, base, method, action, body, token) {
  const url = new URL(`/api/index/${action}`, base);
  if (method === 'GET' && body) {
    for (const [key, value] of Object.entries(body)) url.searchParams.set(key, String(value));
  }
  const payload = method === 'POST' ? JSON.stringify(body ?? {}) : undefined;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode, ...JSON.parse(text) });
          } catch {
            resolve({ status: res.statusCode, code: -1, msg: text });
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** One request whose answer must be a success: its data, or the refusal as an error. */
export async function call(agent, base, method, action, body, token) {
  const envelope = await send(agent, base, method, action, body, token);
  if (envelope.code !== 200) throw new Error(`${action}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** Registers a customer with `mobile` through SMS code and the register action; their userinfo. */
export async function register(agent, base, mobile, username) {
  await call(agent, base, 'POST', 'send', { mobile, event: 'register' });
  const outbox = await new Promise((resolve, reject) => {
    http
      .get(new URL(`/api/dev/sms-outbox?mobile=${mobile}`, base), { agent }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(JSON.parse(text).data));
      })
      .on('error', reject);
  });
  const { userinfo } = await call(agent, base, 'POST', 'register', {
    username,
    password: PASSWORD,
    mobile,
    captcha: outbox.code,
  });
  return userinfo;
}
