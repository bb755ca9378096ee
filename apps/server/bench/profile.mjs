// Where a write action's time goes, for `BENCH_PROFILE=1`: the server's CPU profile (written by
// `node --cpu-prof` when it exits) summed by function, and on PostgreSQL what the server's
// connections are doing, sampled from pg_stat_activity and pg_locks while the action runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where a function lives, short: the package or the file under the server's sources. */
function place({ url, lineNumber }) {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  const short = module ? module[1] : file.replace(/^.*\/(dist|src)\//, '$1/');
  return `${short}:${lineNumber + 1}`;
}

/**
 * The top `top` functions by self time of the one `.cpuprofile` in `dir`, as table rows; shares
 * are of the busy samples (idle time left out, told apart on its own line). The profile spans
 * the process's life; only the samples of the `window` are summed: `{ from, to }`, milliseconds
 * before the process ended (the boot and the shutdown are not the action's).
 */
export function cpuSummary(dir, window, top = 12) {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return ['(no profile written: the server did not exit cleanly)'];
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const from = profile.endTime - window.from * 1000;
  const to = profile.endTime - window.to * 1000;
  // Self time: each sample's time delta goes to the function on top of the stack then.
  const self = new Map();
  let total = 0;
  let idle = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = Math.max(0, profile.timeDeltas[i] ?? 0);
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at > to) return;
    const { callFrame } = byId.get(id);
    total += us;
    if (callFrame.functionName === '(idle)') {
      idle += us;
      return;
    }
    const key = `${callFrame.functionName || '(anonymous)'} ${place(callFrame)}`.trim();
    self.set(key, (self.get(key) ?? 0) + us);
  });
  const busy = total - idle;
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    `busy ${(busy / 1e6).toFixed(1)} s of ${(total / 1e6).toFixed(1)} s profiled (${((100 * busy) / total).toFixed(0)}%)`,
    '| function | self % of busy | self ms |',
    '| --- | ---: | ---: |',
    ...rows.map(
      ([key, us]) =>
        `| ${key.replaceAll('|', '\\|')} | ${((100 * us) / busy).toFixed(1)} | ${(us / 1000).toFixed(0)} |`,
    ),
  ];
}

/** The application name the write benches' server connects with (PGAPPNAME), sampled alone. */
export const WRITE_SERVER_APP = 'atelier-bench-writes';

const ACTIVITY_SQL = `SELECT state, wait_event_type, wait_event FROM pg_stat_activity
  WHERE datname = $1 AND application_name = $2`;
// Locks not granted: the relation when the lock is on one, else what the waiter was running
// (a transactionid wait is a row another transaction has changed and not committed yet).
const WAITING_SQL = `SELECT l.locktype, c.relname, left(regexp_replace(a.query, '\\s+', ' ', 'g'), 70) AS query
  FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
  LEFT JOIN pg_class c ON c.oid = l.relation
  WHERE NOT l.granted AND a.datname = $1 AND a.application_name = $2`;

function shares(counts, samples) {
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, n]) => `| ${key} | ${((100 * n) / samples).toFixed(1)} |`);
}

/**
 * Samples the server's PostgreSQL connections every ~20 ms until `stop()`, which answers the
 * summary as printable lines: the share of connection samples in each state and wait, and the
 * locks waited on most.
 */
export async function sampleActivity(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: 'atelier-bench' });
  await client.connect();
  const database = new URL(url).pathname.slice(1);
  const states = new Map();
  const waits = new Map();
  let connectionSamples = 0;
  let rounds = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const activity = await client.query(ACTIVITY_SQL, [database, WRITE_SERVER_APP]);
      for (const { state, wait_event_type: type, wait_event: event } of activity.rows) {
        const key = type ? `${state} ${type}:${event}` : state;
        states.set(key, (states.get(key) ?? 0) + 1);
        connectionSamples += 1;
      }
      const waiting = await client.query(WAITING_SQL, [database, WRITE_SERVER_APP]);
      for (const { locktype, relname, query } of waiting.rows) {
        const key = relname ? `${locktype} on ${relname}` : `${locktype} (waiter: ${query})`;
        waits.set(key, (waits.get(key) ?? 0) + 1);
      }
      rounds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return async function stop() {
    running = false;
    await loop;
    await client.end();
    const waitRows = [...waits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 6);
    return [
      `${rounds} samples of pg_stat_activity, ${connectionSamples} connection samples`,
      '| state wait_event_type:wait_event | share of connection samples % |',
      '| --- | ---: |',
      ...shares(states, connectionSamples),
      waitRows.length === 0
        ? 'no lock waited on in any sample'
        : `locks waited on (samples with a waiter, of ${rounds}):`,
      ...waitRows.map(([key, n]) => `  ${n}  ${key}`),
    ];
  };
}
