import type { Lang } from '@atelier/contract';
import { t } from '../../i18n/messages';
import { toIso } from '../../lib/time';
import type { OrderRepository, OrderRow } from './order-repository';

/**
 * The text of the event recorded on shipment. Staff notes are never empty, so this one is told
 * apart and worded in each reader's language from the order's carrier and tracking number.
 */
export const SHIPPED_EVENT = '';

/** Tracking events, newest first; the shipment's own event is worded for the reader. */
export async function trackingOf(repo: OrderRepository, order: OrderRow, lang: Lang) {
  const events = await repo.tracking(order.id);
  return events.map((event) => ({
    id: event.id,
    time: toIso(event.time),
    text:
      event.text === SHIPPED_EVENT
        ? t(lang, 'trackingShipped', {
            carrier: order.carrier ?? '',
            tracking_no: order.tracking_no ?? '',
          })
        : event.text,
  }));
}
