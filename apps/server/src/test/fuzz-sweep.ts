import { routes, type RouteSpec } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminToken, ok, placed, post, product, shopper } from './fixtures/order';
import { signUp } from './accounts';
import { databases, useTestApp } from './build-test-app';
import { faultIn, fuzzRequests, type FuzzRequest, type OpenApiDocument } from './fuzz';

// Every field's systematic cases are always sent (fuzz.ts); random combinations of them fill each
// action up to this many. 200 doubled the sweep's minutes for combinations of cases already sent.
const PER_ACTION = 100;
const SEED = Number(process.env.FUZZ_SEED ?? 20_240_611);
const IN_FLIGHT = 8;
/** Multipart forms have a fuzz set of their own. */
const multipart = (action: string) => routeOf(action)?.body === 'multipart';

function routeOf(action: string): RouteSpec | undefined {
  return (routes as Record<string, RouteSpec>)[action];
}

/** The URL as its sender wrote the text in it; a malformed escape is left as it is. */
function readableUrl(url: string): string {
  try {
    return decodeURIComponent(url.replaceAll('+', ' '));
  } catch {
    return url;
  }
}

function describeRequest(r: FuzzRequest): string {
  const payload = r.payload === undefined ? '' : String(r.payload).slice(0, 300);
  return `${r.action} [${r.malformation}] ${r.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers).slice(0, 200)} ${payload}`;
}

/**
 * The sweep on one database, when the run has it. Each database has a file of its own
 * (fuzz-sqlite.test.ts, fuzz-postgres.test.ts), so the two halves run side by side on two workers.
 */
export function sweepEveryAction(kind: 'sqlite' | 'postgres'): void {
  describe.runIf(databases.includes(kind))(`every action under malformed input on ${kind}`, () => {
    const ctx = useTestApp(kind, {}, { demo: true });

    it(`answers ${PER_ACTION}+ malformed requests per action with no 5xx and a worded refusal`, async () => {
      const { app } = ctx();
      const sessions = await sessionsFor(app);
      const doc = app.swagger() as OpenApiDocument;
      const requests = fuzzRequests(doc, { seed: SEED, perAction: PER_ACTION, skip: multipart });
      const sent = new Map<string, number>();
      const refusedIn = new Set<string>();
      const faults: string[] = [];

      const worker = async () => {
        for (let next = requests.next(); !next.done; next = requests.next()) {
          const request = next.value;
          const token = request.session ? sessions(request.action) : undefined;
          const response = await app.inject({
            method: request.method,
            url: request.url,
            headers: token
              ? { ...request.headers, authorization: `Bearer ${token}` }
              : request.headers,
            payload: request.payload,
          });
          sent.set(request.action, (sent.get(request.action) ?? 0) + 1);
          const quoted = `${readableUrl(request.url)} ${String(request.payload ?? '')}`;
          const fault = faultIn(response.statusCode, response.body, request.lang, quoted);
          if (fault) faults.push(`${fault}: ${describeRequest(request)}`);
          else if (!response.body.includes('"code":200')) refusedIn.add(request.lang);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

      const counts = [...sent.values()];
      const total = counts.reduce((a, b) => a + b, 0);
      console.log(
        `fuzz on ${kind}: seed ${SEED}, ${total} requests to ${sent.size} actions, at least ${Math.min(...counts)} each`,
      );
      expect(faults.slice(0, 20), `seed ${SEED}: ${faults.length} faults`).toEqual([]);
      const jsonActions = Object.keys(routes).filter((name) => !multipart(name));
      // The résumé download answers a file, not an envelope, so it is a route beside the contract's.
      expect([...sent.keys()].sort()).toEqual([...jsonActions, 'applicationResume'].sort());
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(PER_ACTION);
      expect([...refusedIn].sort()).toEqual(['en', 'zh-cn']);
      // Every action of the contract, 100 times over: minutes on two cores busy with other files.
    }, 400_000);
  });
}

/**
 * A customer with an address, a cart line and an order, so the generated ids (1 on a fresh
 * database) reach real rows; studio staff for the admin actions; and a session of its own for
 * `logout`, which would otherwise end the one every other action uses.
 */
async function sessionsFor(app: FastifyInstance) {
  const customer = await shopper(app, 'fuzz');
  const print = await product(app, { name_en: 'Fuzz Print', stock: 1000 });
  await ok(post(app, 'buyCarCreate', { product_id: print, quantity: 1 }, customer.token));
  await placed(app, customer, print, 1);
  const admin = await adminToken(app);
  const leaving = (await signUp(app, 'fuzzout')).token;
  return (action: string) =>
    action === 'logout' ? leaving : routeOf(action)?.permission ? admin : customer.token;
}
