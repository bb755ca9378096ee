import { routes, type RouteSpec } from '@atelier/contract';
import { describe, expect, it } from 'vitest';
import { call, databases, useTestApp } from '../test/build-test-app';

const signedIn = Object.entries(routes as Record<string, RouteSpec>).filter(
  ([, route]) => route.auth && route.body !== 'multipart',
);

// Inputs a caller without a session might send: nothing, the wrong types, values out of range.
const inputs: Array<Record<string, unknown>> = [
  {},
  { id: 'x', page: -1, address_id: 'none', product_id: [], content: 7 },
  { id: 1, order_id: 1, quantity: 1, mobile: '13800000002', name: 'A', content: 'Hello' },
];

describe.each(databases)('actions that need a session on %s', (kind) => {
  const ctx = useTestApp(kind);

  it(`answer 401 to a caller without one, whatever the input (${signedIn.length} actions)`, async () => {
    const { app } = ctx();
    const answered: string[] = [];
    for (const [action, { method }] of signedIn) {
      for (const input of inputs) {
        const { body } = await call(app, action, { lang: 'en', ...input }, { method });
        if (body.code !== 401) answered.push(`${action} ${JSON.stringify(input)}: ${body.msg}`);
      }
      const { body } = await call(app, action, { lang: 'en' }, { method, token: 'not-a-token' });
      if (body.code !== 401) answered.push(`${action} with a made-up token: ${body.msg}`);
    }
    expect(answered).toEqual([]);
  });
});
