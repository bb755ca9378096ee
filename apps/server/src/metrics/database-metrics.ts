import type { Kysely } from 'kysely';
import { Gauge, type Registry } from 'prom-client';
import { poolUse } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * PostgreSQL's connection pool: connections in use and idle, the most it opens, and queries
 * waiting for one. Nothing on SQLite: one connection, used by one query at a time in the
 * process, with no pool to wait on.
 */
export function measureDatabasePool(db: Kysely<Database>, registry: Registry) {
  if (!poolUse(db)) return;
  const use = () => poolUse(db) ?? { max: 0, open: 0, idle: 0, waiting: 0 };
  new Gauge({
    name: 'atelier_db_pool_connections',
    help: 'Connections to PostgreSQL open in this instance, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { open, idle } = use();
      this.set({ state: 'in_use' }, open - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'atelier_db_pool_max_connections',
    help: 'The most connections to PostgreSQL this instance opens',
    registers: [registry],
    collect() {
      this.set(use().max);
    },
  });
  new Gauge({
    name: 'atelier_db_pool_waiting',
    help: 'Queries waiting for a connection to PostgreSQL',
    registers: [registry],
    collect() {
      this.set(use().waiting);
    },
  });
}
