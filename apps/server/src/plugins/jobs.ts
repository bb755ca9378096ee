import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { backupJob } from '../backup/backup-job';
import { openBackupStore } from '../backup/open-store';
import type { AppConfig } from '../config';
import type { Clock } from '../lib/clock';
import type { JobMetrics } from '../metrics/job-metrics';

export interface Job {
  name: string;
  run: (now: number) => Promise<unknown>;
}

/**
 * Runs the jobs one after another every `intervalMs`, the next round timed from the end of the
 * last, so rounds never overlap. A failing job is logged and the others still run; each run is
 * reported to `metrics`. The answer stops the timer and waits for a round under way. Rounds are
 * paced by a real timer, but each job is told the clock's time, so a test that moves the clock
 * moves what the jobs see as due.
 */
export function startJobs(
  jobs: readonly Job[],
  intervalMs: number,
  log: FastifyBaseLogger,
  clock: Clock,
  metrics?: JobMetrics,
) {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | undefined;
  let stopped = false;

  async function runRound() {
    for (const job of jobs) {
      if (stopped) return;
      const now = clock.now();
      try {
        await job.run(now);
        metrics?.ran(job.name, { ok: true, now });
      } catch (err) {
        log.error({ err, job: job.name }, 'job failed');
        metrics?.ran(job.name, { ok: false });
      }
    }
  }

  function schedule() {
    timer = setTimeout(() => {
      round = runRound().finally(() => {
        round = undefined;
        if (!stopped) schedule();
      });
    }, intervalMs);
  }

  metrics?.declare(jobs.map((job) => job.name));
  schedule();
  return async function stop() {
    stopped = true;
    clearTimeout(timer);
    await round;
  };
}

/**
 * The order jobs: cancelling orders past their payment deadline and confirming receipt of
 * orders shipped long enough ago; asking the payment providers about sessions whose
 * notification has not come; matching yesterday's payment bills each morning; expiring points lots that are due; folding
 * the dashboard's appended figures into their totals; erasing accounts past their
 * cooling-off period, and the retention of applications and dead credentials. Each is safe on
 * several instances at once (see each service). With BACKUP_INTERVAL_HOURS, on SQLite (one
 * instance), the backup too.
 * `JOBS_INTERVAL_SECONDS` 0 runs nothing.
 */
export const jobsPlugin = fp(
  async (app) => {
    const { config } = app;
    const intervalMs = config.jobsIntervalMs;
    if (intervalMs <= 0) return;
    const backups = scheduledBackup(app.log, config);
    const orders = app.services.order;
    const points = app.services.points;
    const { erasure, retention } = app.services;
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startJobs(
        [
          { name: 'cancelOverdue', run: (now) => orders.cancelOverdue(now) },
          { name: 'autoReceive', run: (now) => orders.autoReceive(now) },
          {
            name: 'settleUnnotified',
            run: (now) =>
              orders.settleUnnotified(now, (err, sessionId) =>
                app.log.warn({ err, sessionId }, 'payment provider not reachable for a query'),
              ),
          },
          {
            name: 'reconcilePayments',
            run: (now) =>
              app.services.reconciliation.checkDue(now, (err, gateway) =>
                app.log.warn({ err, gateway }, 'payment bills could not be read'),
              ),
          },
          { name: 'expirePoints', run: (now) => points.expireDue(now) },
          { name: 'drops', run: (now) => app.services.drops.runDue(now) },
          { name: 'foldDashboardFigures', run: () => app.services.dashboard.fold() },
          { name: 'eraseCancelledAccounts', run: (now) => erasure.eraseDue(now) },
          { name: 'retention', run: (now) => retention.run(now) },
          ...(backups ? [backups.job] : []),
        ],
        intervalMs,
        app.log,
        app.clock,
        app.metrics.jobs,
      );
    });
    // Before the database closes.
    app.addHook('preClose', async () => {
      await stop?.();
      backups?.close();
    });
  },
  { name: 'jobs', dependencies: ['services', 'clock', 'metrics'] },
);

/** The backup job when BACKUP_INTERVAL_HOURS asks for one (config.ts allows it on SQLite only). */
function scheduledBackup(log: FastifyBaseLogger, config: AppConfig) {
  const { backup, database } = config;
  if (backup.intervalMs <= 0 || !backup.destination || database.kind !== 'sqlite') return;
  const store = openBackupStore(backup.destination, backup.s3);
  const settings = {
    dataDir: config.dataDir,
    databaseFile: database.file,
    includeFiles: backup.includeFiles,
    keep: backup.keep,
  };
  return { job: backupJob(settings, store, backup.intervalMs, log), close: () => store.close() };
}
