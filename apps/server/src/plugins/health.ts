import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { migrations } from '../db/migrations/index';

/** The longest a readiness check waits on one part before calling it failing. */
const CHECK_TIMEOUT_MS = 1000;

/** Resolves when `check` does, rejects when it fails or takes longer than a check may. */
function withinTimeout(check: Promise<unknown>): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('no answer in time')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([check, late]).finally(() => clearTimeout(timer));
}

/**
 * For a load balancer or an orchestrator: `/healthz` answers while the process runs;
 * `/readyz` only while the database answers with every migration this build knows applied
 * and, when configured, Redis answers, and names the failing parts otherwise. Neither is rate
 * limited (only /api/ is) or logged per request.
 */
export const healthPlugin = fp(
  async (app) => {
    const known = migrations.map(([name]) => name);

    async function databaseReady() {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(
        app.db,
      );
      const applied = new Set(rows.map((row) => row.name));
      const missing = known.filter((name) => !applied.has(name));
      if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
    }

    app.get('/healthz', { logLevel: 'silent' }, async () => ({ status: 'ok' }));

    app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
      const parts: Record<string, () => Promise<unknown>> = { database: databaseReady };
      const { redis } = app;
      if (redis) parts.redis = () => redis.ping();
      // The parts by name only: the reasons (addresses, ports) are not for whoever asks.
      const failing: string[] = [];
      await Promise.all(
        Object.entries(parts).map(([part, check]) =>
          withinTimeout(check()).catch(() => failing.push(part)),
        ),
      );
      if (failing.length === 0) return { status: 'ready' };
      return reply.code(503).send({ status: 'unavailable', failing });
    });
  },
  { name: 'health', dependencies: ['db', 'redis'] },
);
