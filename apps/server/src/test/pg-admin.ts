import pg from 'pg';

/** Runs `fn` on a connection of its own to `url`, closed again afterwards. */
export async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** `base` with its database name replaced by `name`. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a suite's database once its connections are gone. The app's pool resolves its `end()`
 * before the sockets close, and a connection cut by `WITH (FORCE)` while it says goodbye throws
 * in the suite; PostgreSQL itself waits up to 5 s for closing sessions. Force is kept for a
 * connection a suite left open.
 */
export function dropDatabase(base: string, name: string): Promise<unknown> {
  return withPg(base, async (client) => {
    try {
      return await client.query(`DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error;
      return client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
}
