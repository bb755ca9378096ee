import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Gauge, type Registry } from 'prom-client';

/** How often the event loop is sampled, in milliseconds. */
const RESOLUTION_MS = 20;

/**
 * How long the event loop was late to run what was due, since the previous scrape: the median,
 * the 99th percentile and the longest (quantile 1). A busy loop delays every request at once.
 * The returned function stops the sampling.
 */
export function measureEventLoopDelay(registry: Registry): () => void {
  const delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delays.enable();
  new Gauge({
    name: 'atelier_event_loop_delay_seconds',
    help: 'Event loop delay since the previous scrape, by quantile (1: the longest)',
    labelNames: ['quantile'] as const,
    registers: [registry],
    collect() {
      // Node's samples are the time between two ticks of a timer due every RESOLUTION_MS: the
      // delay is what exceeds it. No sample yet (right after the start or another scrape) is 0.
      const seconds = (nanoseconds: number) =>
        delays.count > 0 ? Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS) / 1000 : 0;
      this.set({ quantile: '0.5' }, seconds(delays.percentile(50)));
      this.set({ quantile: '0.99' }, seconds(delays.percentile(99)));
      this.set({ quantile: '1' }, seconds(delays.max));
      delays.reset();
    },
  });
  return () => delays.disable();
}
