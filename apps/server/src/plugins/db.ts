import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { createDb, type DatabaseTarget, type DialectName } from '../db/dialect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
  }
}

/** Opens the database, brings its schema up to date, and closes it last on shutdown. */
export const dbPlugin = fp<{ target: DatabaseTarget; onQuery?: (sqlText: string) => void }>(
  async (app, { target, onQuery }) => {
    const db = createDb(target, {
      onQuery,
      onConnectionLost: (err) => app.log.warn({ err }, 'database connection lost'),
      onCheckpointError: (message) => app.log.warn({ message }, 'SQLite checkpoint failed'),
    });
    const dialect = target.kind;
    try {
      await migrateToLatest(db, dialect, target.kind === 'postgres' ? target.schema : undefined);
    } catch (err) {
      await db.destroy();
      throw err;
    }
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db' },
);
