import { stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the log is looked at, and copied back once a worker does it. */
const EVERY_MS = 1000;
/** SQLite's own default point for a checkpoint: 1,000 pages of 4 KiB. */
const WAL_BYTES = 4 * 1024 * 1024;

/**
 * The worker: a connection of its own copying the log into the database file every second.
 * PASSIVE never waits for, nor blocks, the server's connection. Plain CommonJS, so it runs the
 * same from the sources and from the bundle.
 */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
const copy = () => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (err) {
    parentPort.postMessage(String(err));
  }
};
copy();
setInterval(copy, workerData.everyMs);
`;

/**
 * Copies the write-ahead log of the database in `file` into the database off the request path.
 * SQLite otherwise does it inside whichever commit passes 1,000 pages of log, and with
 * `synchronous = FULL` that commit waits for the database file to reach the disk: a stall every
 * few thousand writes. The server's connection runs with `wal_autocheckpoint = 0`; once the log
 * first passes that size, a worker thread with a connection of its own checkpoints every second.
 * A short-lived database (a test's) never starts one. `stop` ends it before the connection closes,
 * so the server's connection, closing last, checkpoints and removes the log.
 */
export function checkpointsInBackground(file: string, onError: (message: string) => void) {
  let worker: Worker | undefined;
  const timer = setInterval(() => {
    stat(`${file}-wal`).then(
      ({ size }) => {
        if (size < WAL_BYTES || worker) return;
        clearInterval(timer);
        worker = new Worker(WORKER, {
          eval: true,
          workerData: {
            driver: createRequire(import.meta.url).resolve('better-sqlite3'),
            file,
            everyMs: EVERY_MS,
          },
        });
        worker.on('message', onError);
        worker.on('error', (err) => onError(String(err)));
        worker.unref();
      },
      () => undefined,
    );
  }, EVERY_MS);
  timer.unref();
  return {
    async stop(): Promise<void> {
      clearInterval(timer);
      await worker?.terminate();
    },
  };
}
