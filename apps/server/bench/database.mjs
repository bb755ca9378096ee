// The bench's own door into the database a server runs on, for setting up and checking beside
// it: one small interface over SQLite (better-sqlite3) and PostgreSQL (pg), SQL written once
// with PostgreSQL's `$n` parameters.

/** `$1, $2…` to SQLite's anonymous `?`, the values put in the order they are used. */
function positional(sqlText, params) {
  const ordered = [];
  const text = sqlText.replace(/\$(\d+)/g, (_, n) => {
    ordered.push(params[Number(n) - 1]);
    return '?';
  });
  return { text, ordered };
}

async function openSqliteDatabase(file) {
  const { openSqlite } = await import('../src/db/sqlite-driver.ts');
  const db = openSqlite(file);
  // The server writes beside us: wait for its lock rather than fail.
  db.pragma('busy_timeout = 5000');
  const prepared = (sqlText, params) => {
    const { text, ordered } = positional(sqlText, params);
    return { statement: db.prepare(text), ordered };
  };
  const door = {
    kind: 'sqlite',
    async all(sqlText, params = []) {
      const { statement, ordered } = prepared(sqlText, params);
      return statement.reader ? statement.all(...ordered) : (statement.run(...ordered), []);
    },
    async get(sqlText, params = []) {
      return (await door.all(sqlText, params))[0];
    },
    async transaction(work) {
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = await work(door);
        db.exec('COMMIT');
        return result;
      } catch (err) {
        db.exec('ROLLBACK');
        throw err;
      }
    },
    async close() {
      db.close();
    },
  };
  return door;
}

async function openPostgresDatabase(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: 'atelier-bench' });
  await client.connect();
  const door = {
    kind: 'postgres',
    client,
    async all(sqlText, params = []) {
      return (await client.query(sqlText, params)).rows;
    },
    async get(sqlText, params = []) {
      return (await door.all(sqlText, params))[0];
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        const result = await work(door);
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      }
    },
    async close() {
      await client.end();
    },
  };
  return door;
}

/** `{ kind: 'sqlite', file }` or `{ kind: 'postgres', url }`, opened for the bench. */
export function openDatabase(database) {
  return database.kind === 'sqlite'
    ? openSqliteDatabase(database.file)
    : openPostgresDatabase(database.url);
}
