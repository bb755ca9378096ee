import type { Generated } from 'kysely';
import type { PaymentStatus } from '@atelier/contract';

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  gateway: string;
  /** Unguessable; the cashier page and the gateway's webhook name the payment by it. */
  session_id: string;
  amount: number;
  status: PaymentStatus;
  expires_at: number;
  paid_at: number | null;
  refunded_at: number | null;
  created_at: number;
  updated_at: number;
}
