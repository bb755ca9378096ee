import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';

/** Variables of the test run that would point a child at the wrong database or Redis. */
const INHERITED_TARGETS = ['DATABASE_URL', 'REDIS_URL', 'REDIS_PREFIX'];

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output: () => string;
  /** Sends a signal and answers once the process has exited, with its exit code or signal. */
  stop: (signal: NodeJS.Signals) => Promise<number | NodeJS.Signals | null>;
}

const serverDir = path.join(import.meta.dirname, '..', '..');

/**
 * The bundle `npm start` runs and the web app it serves, built as `npm start` builds them: each
 * when missing or older than its sources. More than one test file runs the built server, each
 * in its own worker: the build is made under a lock, so a file waits for a build under way
 * instead of starting a second one, which would remove the bundle while another file's server
 * starts from it.
 */
export function buildServer(): void {
  const root = path.join(serverDir, '..', '..');
  const checkout = createHash('sha256').update(root).digest('hex').slice(0, 16);
  const lock = path.join(os.tmpdir(), `atelier-build-${checkout}.lock`);
  execFileSync('flock', [lock, process.execPath, path.join('scripts', 'ensure-built.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * Boots the real entry point in a child process on a free port, on the runtime running the
 * tests, and answers once it listens: the source (`src/server.ts`), or the bundle `npm start`
 * runs (`dist/server.js`, made by `buildServer`). `env` adds to the test run's environment (a
 * variable given as undefined is left unset); a database or Redis the child should use must be
 * named in it.
 */
export async function startServer(
  env: Record<string, string | undefined>,
  entry: 'source' | 'built' = 'source',
): Promise<ServerProcess> {
  const inherited = { ...process.env };
  for (const key of INHERITED_TARGETS) delete inherited[key];
  const child = spawn(
    process.execPath,
    entry === 'built'
      ? [path.join(serverDir, 'dist', 'server.js')]
      : ['--import', 'tsx', path.join(serverDir, 'src', 'server.ts')],
    {
      env: { ...inherited, PORT: '0', HOST: '127.0.0.1', WEB_DIST: '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited early:\n${output}`));
    });
  });

  return {
    child,
    port,
    output: () => output,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code, killedBy] = await exited;
      return code ?? killedBy;
    },
  };
}

/** A GET of an action on a started server, as the web client sends it. */
export async function getAction<T>(
  server: ServerProcess,
  action: string,
  query: string,
  token?: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://127.0.0.1:${server.port}/api/index/${action}?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as T };
}
