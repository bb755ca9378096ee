import type { Dialect, Driver } from 'kysely';

/**
 * `dialect` with its driver's methods replaced where `wrap` gives one (each calls the driver it
 * is handed for the rest of the work); every other method is the driver's own.
 */
export function wrapDriver(dialect: Dialect, wrap: (driver: Driver) => Partial<Driver>): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createDriver: () => {
      const driver = dialect.createDriver();
      return {
        init: () => driver.init(),
        destroy: () => driver.destroy(),
        acquireConnection: () => driver.acquireConnection(),
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        releaseConnection: (connection) => driver.releaseConnection(connection),
        ...wrap(driver),
      };
    },
  };
}
