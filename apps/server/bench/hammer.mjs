// The write benches' load generator: every customer repeating one step (a request, or a pair of
// requests for a checkout) as fast as its answers come, each on its own keep-alive connection,
// so that `customers.length` of them are in flight at once. The same shape drives the bare
// write, so an action and its reference are loaded alike.
import { execFileSync } from 'node:child_process';
import http from 'node:http';

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Keep-alive connections for `customers`, kept across a warm-up and the rounds measured. */
export function connectionsFor(customers) {
  return new http.Agent({ keepAlive: true, maxSockets: customers.length * 2 });
}

/**
 * Runs `step(agent, customer)` for every customer for `seconds`. A step answers the key its
 * answer is counted under ('ok' or the refusal). With `afterRound`, customers go in rounds
 * instead: all of them once, then `afterRound()` (not timed, not counted), then the next round.
 * With `agent`, its connections are used and left open: a browser keeps its connection, and
 * fifty connections opened at once to a server busy with fifty others wait to be accepted,
 * which would be measured as the first requests' latency.
 */
export async function hammer(customers, step, seconds, { afterRound, agent: kept } = {}) {
  const agent = kept ?? connectionsFor(customers);
  const latencies = [];
  const codes = new Map();
  let measured = 0;
  const once = async (customer) => {
    const begin = performance.now();
    const key = await step(agent, customer);
    latencies.push(performance.now() - begin);

    codes.set(key, (codes.get(key) ?? 0) + 1);
  };
  const deadline = performance.now() + seconds * 1000;
  if (afterRound) {
    while (performance.now() < deadline) {
      const begin = performance.now();
      await Promise.all(customers.map(once));
      measured += performance.now() - begin;
      await afterRound();
    }
  } else {
    const begin = performance.now();
    await Promise.all(
      customers.map(async (customer) => {
        while (performance.now() < deadline) await once(customer);
      }),
    );
    measured = performance.now() - begin;
  }
  if (!kept) agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    ops: latencies.length,
    rps: latencies.length / (measured / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    codes,
  };
}

/** Answer tallies as `n key; n key`. */
export function codesText(codes) {
  return [...codes.entries()].map(([key, n]) => `${n} ${key}`).join('; ');
}

/**
 * Writes the disk's dirty pages out before a round: the other side's writes, left for the kernel
 * to flush, would otherwise be paid for by this round's first commits (an fsync on ext4 writes
 * the journal, and with it every file's dirty data).
 */
function settle() {
  execFileSync('sync');
}

/**
 * An action and its reference in alternating rounds, so that a slower spell of a shared machine
 * weighs on both alike: rates are of the totals, latencies the worst round's.
 */
export async function alternate(rounds, measureMine, measureBare) {
  const mine = [];
  const bare = [];
  for (let i = 0; i < rounds; i += 1) {
    settle();
    bare.push(await measureBare());
    settle();
    mine.push(await measureMine());
  }
  const perSecond = (rows) => rows.reduce((sum, r) => sum + r.rps, 0) / rows.length;
  const codes = (rows) => {
    const all = new Map();
    for (const r of rows) for (const [k, n] of r.codes) all.set(k, (all.get(k) ?? 0) + n);
    return all;
  };
  const worst = (rows, key) => Math.max(...rows.map((r) => r[key]));
  return {
    rps: perSecond(mine),
    p50: worst(mine, 'p50'),
    p99: worst(mine, 'p99'),
    codes: codes(mine),
    bareRps: perSecond(bare),
    bare: { p50: worst(bare, 'p50'), p99: worst(bare, 'p99'), codes: codes(bare) },
    ratio: perSecond(mine) / perSecond(bare),
  };
}
