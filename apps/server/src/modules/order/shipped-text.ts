import type { FastifyBaseLogger } from 'fastify';
import type { BuyerDirectory } from '../account/buyer-directory-service';
import type { SmsService } from '../account/sms-service';
import type { OrderRow } from './order-repository';

export interface ShippedTextDeps {
  buyers: BuyerDirectory;
  sms: Pick<SmsService, 'notifyShipped'>;
  log: FastifyBaseLogger;
}

/** Texts sent at once: a shipping file of hundreds of orders does not open hundreds of requests. */
const concurrency = 4;

/** Texts one buyer; a refusal is logged with the order's number. */
async function textBuyer(deps: ShippedTextDeps, row: OrderRow): Promise<void> {
  const { carrier, tracking_no } = row;
  if (!carrier || !tracking_no) return;
  try {
    const mobile = (await deps.buyers.byIds([row.user_id])).get(row.user_id)?.mobile;
    // An erased account has no number left to text.
    if (!mobile) return;
    await deps.sms.notifyShipped({ mobile, carrier, tracking_no });
  } catch (err) {
    deps.log.warn({ err, order_no: row.order_no }, 'shipping text not sent');
  }
}

/**
 * Texts each buyer the carrier and tracking number of an order just shipped, when the SMS
 * provider has a template for it. The shipping has already committed: a refusal is logged for
 * the studio and never undoes it or fails the operator's request.
 */
export async function textBuyersShipped(
  deps: ShippedTextDeps,
  rows: readonly OrderRow[],
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      if (row) await textBuyer(deps, row);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
}
