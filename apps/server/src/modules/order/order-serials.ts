import type { Connection } from '../../db/connection';

/** A serial activated for one of an order's units. */
export interface OrderSerial {
  code: string;
  product_id: number;
  edition: { number: number; total: number };
}

/**
 * What shipping needs of the authenticity module: activating the serials typed for an order's
 * units, in the shipping's transaction, and reading them back. The authenticity module reads
 * orders, so it sits above this one; services.ts hands its functions in.
 */
export interface OrderSerials {
  activate(
    connection: Connection,
    order: { orderId: number; typed: readonly string[]; now: number },
  ): Promise<OrderSerial[]>;
  ofOrder(connection: Connection, orderId: number): Promise<OrderSerial[]>;
}
