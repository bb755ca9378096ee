import { withAfterCommit } from './after-commit';
import { inTurn } from './in-turn';
import { ownTables, type Connection } from './connection';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type ColumnDefinitionBuilder,
  SqliteAdapter,
  type LogEvent,
  type SelectQueryBuilder,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Database } from './schema';
import { checkpointsInBackground } from './sqlite-checkpoints';
import { openSqlite, type SqliteDatabase, type SqliteStatement } from './sqlite-driver';

/**
 * Everything that differs between SQLite and PostgreSQL lives here: connection, id columns,
 * and error codes. Timestamps are epoch milliseconds in a bigint column in both, so they sort
 * and compare the same way everywhere.
 */
export type DialectName = 'sqlite' | 'postgres';

export type DatabaseTarget =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema?: string };

// int8 columns (our timestamps and counts) fit in a double for the next 285,000 years.
pg.types.setTypeParser(pg.types.builtins.INT8, Number);

/**
 * How long a request waits for a PostgreSQL connection, a new one or one from a full pool,
 * before it is answered "busy, try again": an unreachable database must not hang requests.
 */
export const CONNECT_TIMEOUT_MS = 5000;

/** The most connections one instance opens to PostgreSQL. */
const POOL_MAX = 10;

/** Each PostgreSQL database's pool, for `poolUse`. */
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

export interface DbOptions {
  /** Sees the SQL of every statement run: benchmarks and tests count them with it. */
  onQuery?: (sqlText: string) => void;
  /** Told when PostgreSQL ends a connection. */
  onConnectionLost?: (err: Error) => void;
  /** Told when SQLite's background checkpoint fails (the log then grows until it succeeds). */
  onCheckpointError?: (message: string) => void;
}

export function createDb(
  target: DatabaseTarget,
  {
    onQuery,
    onConnectionLost = () => undefined,
    onCheckpointError = () => undefined,
  }: DbOptions = {},
): Kysely<Database> {
  const log = onQuery
    ? (event: LogEvent) => {
        if (event.level === 'query') onQuery(event.query.sql);
      }
    : undefined;
  if (target.kind === 'sqlite') {
    // A fresh clone has no data directory yet.
    mkdirSync(path.dirname(target.file), { recursive: true });
    const sqlite = openSqlite(target.file);
    sqlite.pragma('journal_mode = WAL');
    // FULL syncs the WAL on every commit: a confirmed order survives a power cut, not only a
    // crash of the process (NORMAL may lose the last commits then). About 0.15 ms a commit.
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // Checkpoints run beside the server, not inside a customer's commit (sqlite-checkpoints.ts).
    sqlite.pragma('wal_autocheckpoint = 0');
    const checkpoints = checkpointsInBackground(target.file, onCheckpointError);
    const database = withStatementCache(sqlite, () => void checkpoints.stop());
    return new Kysely<Database>({
      dialect: withAfterCommit(inTurn(new SqliteDialect({ database }))),
      log,
    });
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: POOL_MAX,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose peer vanished without closing it is noticed, not waited on forever.
    keepAlive: true,
    ...(target.schema ? { options: `-c search_path=${target.schema}` } : {}),
  });
  // A connection PostgreSQL ends (a restart, a failover, an idle timeout) reports it on itself,
  // idle in the pool or held by a transaction between two statements: unheard, that report
  // would end the process. The pool drops the connection, on its own or when it comes back,
  // and opens another on demand. The pool repeats an idle connection's report: heard already.
  pool.on('connect', (client) => client.on('error', onConnectionLost));
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: withAfterCommit(new PostgresDialect({ pool })), log });
  pools.set(db, pool);
  return db;
}

/** How a PostgreSQL database's connections are used right now. */
export interface PoolUse {
  max: number;
  open: number;
  idle: number;
  /** Queries waiting for a connection: the pool is too small, or connections are held long. */
  waiting: number;
}

/** For the metrics: undefined on SQLite, which has one connection and no pool to wait on. */
export function poolUse(db: Kysely<Database>): PoolUse | undefined {
  const pool = pools.get(db);
  if (!pool) return undefined;
  return {
    max: POOL_MAX,
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

/**
 * Kysely prepares every query anew; preparing costs more than running a small query, so the
 * statements are kept by their SQL text (a bounded set: our queries are built from code).
 */
function withStatementCache(sqlite: SqliteDatabase, beforeClose: () => void) {
  const cache = new Map<string, SqliteStatement>();
  return {
    close: () => {
      beforeClose();
      sqlite.close();
    },
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= 1000) cache.clear();
        cache.set(sqlText, statement);
      }
      return statement;
    },
  };
}

/**
 * An auto-incrementing 64-bit primary key (SQLite's `integer` is 64-bit). A column that refers
 * to one is `bigint` too (`idRefType`).
 */
export function primaryId(dialect: DialectName) {
  return dialect === 'sqlite'
    ? ([sql`integer`, (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement()] as const)
    : ([
        sql`bigint`,
        (col: ColumnDefinitionBuilder) => col.primaryKey().generatedByDefaultAsIdentity(),
      ] as const);
}

/** The type of a column that refers to an id: 64-bit, like the ids (`primaryId`). */
export const idRefType = 'bigint';

/** True when an insert or update broke a unique constraint, on either database. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

// SQLSTATE classes and codes meaning the database cannot be reached or is going away: a
// connection failure (08), an administrator's or crash shutdown and a server starting or
// stopping (57P01-57P03), too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
// node-postgres says these in words only: a connection that ended mid-query, a connect or pool
// wait past `connectionTimeoutMillis`, a client already broken.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * True when a failure means the database is out of reach for now (restarting, failing over,
 * refusing connections), not that the request or the data is wrong: the request may be tried
 * again shortly (an order sent again with its idempotency key is made once).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code))
  )
    return true;
  if (UNAVAILABLE_MESSAGE.test(err.message)) return true;
  // A name with several addresses is tried at each; all refusing comes as one AggregateError.
  if (err instanceof AggregateError && err.errors.some(isDatabaseUnavailable)) return true;
  return err.cause !== undefined && err.cause !== err && isDatabaseUnavailable(err.cause);
}

/**
 * Holds a user's row until the transaction ends, so that user's changes to a set of rows (how
 * many addresses or cart lines, which address is the default) run one after another on
 * PostgreSQL. SQLite needs nothing: it runs one transaction at a time. `NO KEY UPDATE` leaves
 * other tables' foreign-key checks against the row unblocked.
 */
export async function lockUserRow(connection: Connection, userId: number): Promise<void> {
  const trx = ownTables<Pick<Database, 'users'>>(connection);
  await lockRows(
    trx,
    trx.selectFrom('users').select('id').where('id', '=', userId),
    'no key update',
  );
}

/** SQLite serves one writing transaction at a time: a row lock there has nothing to wait for. */
export function isSqlite(connection: Connection): boolean {
  return ownTables<Database>(connection).getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * `query` with `FOR UPDATE` on PostgreSQL, so the rows it reads stay this transaction's until it
 * ends; on SQLite unchanged, the write transaction serialises already.
 */
export function forUpdate<DB, TB extends keyof DB, O>(
  trx: Connection,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> {
  return isSqlite(trx) ? query : query.forUpdate();
}

/**
 * Locks the rows `query` selects until the transaction ends, so writers of them take turns on
 * PostgreSQL (`no key update` leaves other tables' foreign-key checks against them unblocked).
 * SQLite runs nothing: one writing transaction at a time.
 */
export async function lockRows<DB, TB extends keyof DB, O>(
  trx: Connection,
  query: SelectQueryBuilder<DB, TB, O>,
  strength: 'update' | 'no key update' = 'update',
): Promise<void> {
  if (isSqlite(trx)) return;
  await (strength === 'update' ? query.forUpdate() : query.forNoKeyUpdate()).execute();
}

/**
 * Locks the row `query` selects unless another transaction holds it: false then (or when there is
 * no such row), and the caller leaves that row to the other. Always true on SQLite, where no
 * other transaction writes meanwhile.
 */
export async function lockRowOrSkip<DB, TB extends keyof DB, O>(
  trx: Connection,
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<boolean> {
  if (isSqlite(trx)) return true;
  return (await query.forUpdate().skipLocked().executeTakeFirst()) !== undefined;
}

/**
 * Makes work under `name` (in this schema) run one transaction at a time until the transaction
 * ends, where no single row stands for it: a PostgreSQL transaction advisory lock. SQLite
 * already runs one writing transaction at a time.
 */
export async function lockName(trx: Connection, name: string): Promise<void> {
  if (isSqlite(trx)) return;
  await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':' || ${name}))`.execute(
    ownTables<Database>(trx),
  );
}

/**
 * Runs `fn` while no other server instance runs work of the same name on this database (and
 * schema): PostgreSQL holds a session advisory lock on a connection of its own meanwhile.
 * SQLite needs none: one database file is served by one server.
 */
export async function exclusively<T>(
  db: Kysely<Database>,
  name: string,
  fn: () => Promise<T>,
): Promise<T> {
  if (isSqlite(db)) return fn();
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext(current_schema() || ':' || ${name})`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}
