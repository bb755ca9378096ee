import type { Dialect } from 'kysely';
import { wrapDriver } from './wrap-driver';

/**
 * A dialect whose one connection (SQLite's) is handed out in the order it was asked for. Kysely's
 * own lock wakes every waiter at each release and lets a newcomer take the connection before
 * them, so under load a request could wait seconds while later ones were served.
 */
export function inTurn(dialect: Dialect): Dialect {
  return wrapDriver(dialect, (driver) => {
    let held = false;
    const waiting: Array<() => void> = [];
    return {
      async acquireConnection() {
        // Handed over by the release below, still held: no one can come in between.
        if (held) await new Promise<void>((resolve) => waiting.push(resolve));
        held = true;
        return driver.acquireConnection();
      },
      async releaseConnection(connection) {
        await driver.releaseConnection(connection);
        const next = waiting.shift();
        if (next) next();
        else held = false;
      },
    };
  });
}
