// The write benches' reference: a bare Fastify route doing one durable INSERT into a small table
// of its own and answering JSON, nothing else. A write action's ratio to it says how much of the
// database's own speed the action keeps. On SQLite (`BARE_SQLITE_FILE`) the file is opened as
// the server opens its own (WAL, synchronous FULL: each commit synced); on PostgreSQL
// (`BARE_DATABASE_URL`) a pool of 10, the server's pool size, commits each INSERT on its own.
import Fastify from 'fastify';

const CREATE = `CREATE TABLE IF NOT EXISTS bench_bare_writes (
  id INTEGER PRIMARY KEY, customer TEXT NOT NULL, created_at BIGINT NOT NULL)`;
const INSERT = 'INSERT INTO bench_bare_writes (customer, created_at) VALUES ($1, $2) RETURNING id';

async function sqliteWriter(file) {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec(CREATE);
  const insert = db.prepare(INSERT.replace('$1', '?').replace('$2', '?'));
  // Autocommit: the statement is its own transaction, committed (and synced) before it returns.
  return async (customer) => insert.get(customer, Date.now()).id;
}

async function postgresWriter(url) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'bench-bare' });
  await pool.query(CREATE.replace('INTEGER PRIMARY KEY', 'BIGSERIAL PRIMARY KEY'));
  return async (customer) => (await pool.query(INSERT, [customer, Date.now()])).rows[0].id;
}

const write = process.env.BARE_DATABASE_URL
  ? await postgresWriter(process.env.BARE_DATABASE_URL)
  : await sqliteWriter(process.env.BARE_SQLITE_FILE);

const app = Fastify({ logger: false });
app.post('/write', async (request) => {
  const id = await write(String(request.body?.customer ?? ''));
  return { code: 200, msg: 'OK', data: { id } };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
