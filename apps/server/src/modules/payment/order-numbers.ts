import type { AliasableExpression, Expression } from 'kysely';
import type { Connection } from '../../db/connection';

/**
 * How payments read an order's number inside their own statements: the order module's query
 * piece, handed over by services.ts because orders sit above payments.
 */
export type OrderNumberOf = (
  connection: Connection,
  orderId: Expression<number | null>,
) => AliasableExpression<string | null>;
