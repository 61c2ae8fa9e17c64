import { Worker } from 'node:worker_threads';

/**
 * What every backup worker runs first: the thread yields the core to the server's own (decision
 * 053). On Linux a thread has a nice value of its own, set through its thread id; elsewhere it
 * runs at the usual priority.
 */
const YIELDING_PRELUDE = `
try {
  const threadId = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(threadId, 19);
} catch {}
`;

/**
 * Runs a worker's code, inline so that the bundled server (one file) carries it, at the lowest
 * priority, and resolves when it answers `{ ok: true }`; its `{ ok: false, error }` rejects with
 * `failure` and the error's words.
 */
export function runLowPriorityWorker(
  source: string,
  workerData: unknown,
  failure: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(YIELDING_PRELUDE + source, { eval: true, workerData });
    worker.once('message', (answer: { ok: boolean; error?: string }) => {
      if (answer.ok) resolve();
      else reject(new Error(`${failure}: ${answer.error}`));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${failure}: the worker stopped with code ${code}`));
    });
  });
}
