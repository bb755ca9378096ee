import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** A PostgreSQL server of the test's own, which the test stops and starts again. */
export interface TestCluster {
  /** Its `postgres` database. */
  url: string;
  /** A fast shutdown: sessions are ended (57P01), as in a restart or a failover. */
  stop(): void;
  start(): void;
  destroy(): void;
}

/** The machine's PostgreSQL programs (`initdb`, `pg_ctl`): the newest installed, or none. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((x, y) => Number(y) - Number(x));
  return versions[0] ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * `initdb` and `pg_ctl` from the machine's PostgreSQL, on a free port, in a folder of its own.
 * PostgreSQL refuses to run as root, so as root they run as the `postgres` user.
 */
export async function startTestCluster(bin: string): Promise<TestCluster> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const postgres = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, postgres, postgres);
  }
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    execFileSync(
      asRoot ? 'runuser' : command,
      asRoot ? ['-u', 'postgres', '--', command, ...args] : args,
      { cwd: dir, stdio: 'pipe' },
    );
  };

  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      // Its socket in its own folder; fsync off: the test is about connections, not disks.
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off`,
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
