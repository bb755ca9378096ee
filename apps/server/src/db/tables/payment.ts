import type { PaymentReconciliationTables } from './payment-reconciliation';
import type { Generated } from 'kysely';
import type { PayDevice, PaymentStatus } from '@atelier/contract';

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  /** Unguessable; the cashier page and the gateway's webhook name the payment by it. */
  session_id: string;
  amount: number;
  status: PaymentStatus;
  /** Where the customer pays: the QR code's content or the provider's page. Null: the sandbox's. */
  pay_url: string | null;
  device: Generated<PayDevice>;
  /** The provider's own number for the payment, once it reports one. */
  trade_no: string | null;
  expires_at: number;
  paid_at: number | null;
  refunded_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The tables the payment module owns (its reconciliation's too): its Kysely sees these and no others. */
export interface PaymentTables extends PaymentReconciliationTables {
  payments: PaymentsTable;
}
