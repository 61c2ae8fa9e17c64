import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker moves committed pages from the WAL into the database file. */
const CHECKPOINT_INTERVAL_MS = 100;

/**
 * The worker's code, inline so that the bundled server (one file) carries it. It opens its own
 * connection to the file, which SQLite allows beside the app's in WAL mode, and checkpoints
 * PASSIVE: it copies what it can without ever making a writer wait.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Checkpoints a SQLite database's WAL on a worker thread. With `synchronous = NORMAL` a commit
 * only appends to the WAL; the checkpoint is what waits for the disk (fsync), and run by the
 * app's own connection it stalled the event loop for milliseconds, every message behind it
 * (the chat profile in decision 026). The app's connection keeps a far higher automatic
 * threshold, so the WAL stays bounded if this worker falls behind or fails. Answers the function
 * that stops it.
 */
export function checkpointInWorker(file: string, onError: (message: string) => void): () => void {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, intervalMs: CHECKPOINT_INTERVAL_MS },
  });
  worker.on('message', (message: string) => onError(message));
  worker.on('error', (error) => onError(String(error)));
  // Never what keeps a process alive: a test or command that forgets to close still exits.
  worker.unref();
  return () => worker.postMessage('stop');
}
