import type { SettingsRepository } from '../settings/settings-repository';
import type { OrderRepository } from './order-repository';
import type { OrderTransitions } from './order-transitions';

const BATCH = 100;
/** A run stops after this many batches; the next run carries on. */
const MAX_BATCHES = 50;
const DAY_MS = 86_400_000;

/**
 * The background work on orders. Safe on any number of server instances at once: each order is
 * moved by a conditional update, and only the instance whose update hit the row returns stock
 * or credits points.
 */
export function orderJobs(
  repo: OrderRepository,
  transitions: OrderTransitions,
  settings: SettingsRepository,
) {
  async function inBatches(
    next: () => Promise<number[]>,
    move: (id: number) => Promise<unknown>,
  ): Promise<number> {
    let moved = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const ids = await next();
      for (const id of ids) if (await move(id)) moved += 1;
      if (ids.length < BATCH) break;
    }
    return moved;
  }

  return {
    /** Cancels unpaid orders past their deadline, their stock back; answers how many. */
    async cancelOverdue(now: number): Promise<number> {
      const canceled = await inBatches(
        () => repo.overdue(now, BATCH),
        (id) => transitions.cancel(id, 'unpaid', 'timeout', now),
      );
      if (canceled > 0) await transitions.refreshCatalog();
      return canceled;
    },

    /**
     * Confirms receipt of orders shipped `auto_receive_days` ago, the days of the settings
     * version each order was made under; answers how many.
     */
    async autoReceive(now: number): Promise<number> {
      const versionsByDays = new Map<number, number[]>();
      for (const { version, auto_receive_days: days } of await settings.shopVersions()) {
        versionsByDays.set(days, [...(versionsByDays.get(days) ?? []), version]);
      }
      let received = 0;
      for (const [days, versions] of versionsByDays) {
        const shippedBefore = now - days * DAY_MS;
        received += await inBatches(
          () => repo.dueForReceipt(shippedBefore, versions, BATCH),
          (id) => transitions.receive(id, now, shippedBefore),
        );
      }
      return received;
    },
  };
}
