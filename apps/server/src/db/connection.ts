import type { Kysely } from 'kysely';

/**
 * A module's connection or transaction as it crosses into another module (a query piece the
 * owner exports, a service that joins the caller's transaction) or into the kernel's auditor.
 * The receiver can only open it onto its own tables with `ownTables`, so its statements run in
 * the caller's transaction while each module still sees no table but its own.
 */
export interface Connection {
  readonly isTransaction: boolean;
}

/**
 * Opens a connection handed over by another module onto the receiver's own tables. ESLint lets a
 * module name no table type but its own, so this never opens another module's tables.
 */
export function ownTables<Tables>(connection: Connection): Kysely<Tables> {
  return connection as unknown as Kysely<Tables>;
}
