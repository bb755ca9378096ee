import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How every journey server runs: quiet, no limits a journey would hit, responses checked. */
export const journeyServerEnv = {
  HOST: '127.0.0.1',
  WEB_DIST: 'apps/web/dist',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: '100000',
  AUTH_RATE_LIMIT_MAX: '100000',
  VALIDATE_RESPONSES: 'true',
  // A number may have its next code after a second, not a minute: the minute is the server's
  // rule, tested there with its clock moved, and no journey waits it out.
  SMS_RESEND_SECONDS: '1',
};

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface JourneyServer {
  url: string;
  stop: () => Promise<void>;
}

async function answers(url: string, server: ChildProcess): Promise<void> {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the journey server exited (${server.exitCode})`);
    try {
      const res = await fetch(`${url}/api/index/shopConfig`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Variables of the server's own beyond the journeys' defaults, or a function making them from
 * the address the server will have, for settings that name it (PUBLIC_URL).
 */
export type ExtraEnv = Record<string, string> | ((url: string) => Record<string, string>);

/**
 * The built server on a port and a fresh database of its own, filled with the demo studio: one
 * per Playwright worker, so a journey's changes (the demo customer's cart, addresses, orders)
 * are never under another worker's journey.
 */
export async function startJourneyServer(extraEnv: ExtraEnv = {}): Promise<JourneyServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'atelier-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const extra = typeof extraEnv === 'function' ? extraEnv(url) : extraEnv;
  const output: Buffer[] = [];
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    env: {
      ...process.env,
      ...journeyServerEnv,
      ...extra,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  server.stderr.on('data', (chunk: Buffer) => {
    output.push(chunk);
    process.stderr.write(chunk);
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await answers(url, server);
  } catch (error) {
    await stop();
    throw new Error(`${String(error)}\n${Buffer.concat(output).toString()}`, { cause: error });
  }
  return { url, stop };
}
