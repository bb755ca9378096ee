import { Counter, Gauge, type Registry } from 'prom-client';

/** What the jobs report of each run. */
export interface JobMetrics {
  /** Shows every job from the start, at zero runs, before its first round. */
  declare(names: readonly string[]): void;
  /** A run ended, at `now` (the clock the job was told) when it succeeded. */
  ran(name: string, outcome: { ok: true; now: number } | { ok: false }): void;
}

export function measureJobs(registry: Registry): JobMetrics {
  const runs = new Counter({
    name: 'atelier_job_runs_total',
    help: 'Runs of each background job, failed ones included',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const failures = new Counter({
    name: 'atelier_job_failures_total',
    help: 'Runs of each background job that failed',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: 'atelier_job_last_success_timestamp_seconds',
    help: 'When each background job last succeeded, in seconds since the epoch',
    labelNames: ['job'] as const,
    registers: [registry],
  });
  return {
    declare(names) {
      for (const job of names) {
        runs.inc({ job }, 0);
        failures.inc({ job }, 0);
      }
    },
    ran(job, outcome) {
      runs.inc({ job });
      if (outcome.ok) lastSuccess.set({ job }, outcome.now / 1000);
      else failures.inc({ job });
    },
  };
}
