import type { AppContext } from '../app-context.ts';
import { sweepExpiredData } from './sweep.ts';

/** The part of the app's logger the schedule writes to. */
export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the retention sweep now and then every `everyMs` in this process, one run at a time. A
 * failed run is logged and tried again at the next tick; it never stops the server. Returns a
 * stop function that waits for a run in progress, so shutdown can close the database after it.
 */
export function scheduleRetentionSweeps(
  deps: Pick<AppContext, 'db' | 'files' | 'realtime'>,
  log: SweepLog,
  everyMs: number,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = sweepExpiredData(deps)
      .then((summary) => log.info({ retentionSweep: summary }, 'retention sweep done'))
      .catch((error: unknown) => log.error({ err: error }, 'retention sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
