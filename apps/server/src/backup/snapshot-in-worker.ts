import { createRequire } from 'node:module';
import { runLowPriorityWorker } from './run-worker.ts';

/**
 * The worker's code. Its own connection reads one snapshot of the file and writes it out whole
 * with `VACUUM INTO`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.source, { readonly: true, fileMustExist: true });
try {
  db.pragma('busy_timeout = 5000');
  db.prepare('VACUUM INTO ?').run(workerData.target);
  parentPort.postMessage({ ok: true });
} catch (error) {
  parentPort.postMessage({ ok: false, error: String(error) });
} finally {
  db.close();
}
`;

/**
 * Copies a SQLite database as one consistent snapshot into `target`, on a worker thread at the
 * lowest priority: a large database takes a while to copy, and the server's event loop goes on
 * answering meanwhile, first, even on a single core. In WAL
 * mode the snapshot holds up no writer; what was committed before it began is in it, and nothing
 * after.
 */
export function snapshotDatabase(source: string, target: string): Promise<void> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  return runLowPriorityWorker(
    WORKER_SOURCE,
    { driver, source, target },
    'the database could not be copied',
  );
}
