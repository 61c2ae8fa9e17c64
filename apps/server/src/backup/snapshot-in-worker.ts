import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The worker's code, inline so that the bundled server (one file) carries it, as the WAL
 * checkpointer does (db/wal-checkpointer.ts). Its own connection reads one snapshot of the file
 * and writes it out whole with `VACUUM INTO`.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
// The copy yields the core to the server's own thread (decision 053): on Linux a thread has a
// nice value of its own, set through its thread id. Elsewhere it runs at the usual priority.
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, 19);
} catch {}
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
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { driver, source, target },
    });
    worker.once('message', (answer: { ok: boolean; error?: string }) => {
      if (answer.ok) resolve();
      else reject(new Error(`the database could not be copied: ${answer.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the copying worker stopped with code ${code}`));
    });
  });
}
