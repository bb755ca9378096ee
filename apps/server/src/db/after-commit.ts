import type { DatabaseConnection, Dialect } from 'kysely';
import { ownTables, type Connection } from './connection';
import { wrapDriver } from './wrap-driver';

type Work = () => Promise<void>;

/** Work registered in a transaction, by its connection, until the transaction ends. */
const waiting = new WeakMap<DatabaseConnection, Work[]>();
/** Work of a committed transaction, run once its connection is back in the pool. */
const committed = new WeakMap<DatabaseConnection, Work[]>();
/** Connections of databases opened by `createDb`, whose commits run the work. */
const ours = new WeakSet<DatabaseConnection>();

/**
 * Runs `work` (which handles its own failures: the data is committed) once the transaction `connection` belongs to has committed, and never if it rolls
 * back; outside a transaction, at once. For what lives beside the database (Redis): a rollback
 * must not leave it ahead of SQL. The work runs after the connection is released (SQLite's one
 * connection is not held for a network round trip) and before the transaction's caller goes on.
 */
export async function afterCommit(connection: Connection, work: Work): Promise<void> {
  if (!connection.isTransaction) return work();
  await ownTables<object>(connection)
    .getExecutor()
    .provideConnection(async (db) => {
      if (!ours.has(db)) throw new Error('afterCommit needs a database opened by createDb');
      waiting.set(db, [...(waiting.get(db) ?? []), work]);
    });
}

/** A dialect whose driver runs the work `afterCommit` registered, when its transaction commits. */
export function withAfterCommit(dialect: Dialect): Dialect {
  return wrapDriver(dialect, (driver) => ({
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      ours.add(connection);
      return connection;
    },
    async commitTransaction(connection) {
      await driver.commitTransaction(connection);
      const work = waiting.get(connection);
      waiting.delete(connection);
      if (work) committed.set(connection, work);
    },
    async rollbackTransaction(connection) {
      waiting.delete(connection);
      await driver.rollbackTransaction(connection);
    },
    async releaseConnection(connection) {
      await driver.releaseConnection(connection);
      const work = committed.get(connection);
      committed.delete(connection);
      for (const run of work ?? []) await run();
    },
  }));
}
