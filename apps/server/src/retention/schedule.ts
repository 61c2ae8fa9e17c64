import { repeatEvery } from '../lib/repeat.ts';
import { sweepExpiredData } from './sweep.ts';

/** The part of the app's logger the schedule writes to. */
export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Runs the retention sweep now and then every `everyMs` in this process (see `repeatEvery`);
 * returns the stop function.
 */
export function scheduleRetentionSweeps(
  deps: Parameters<typeof sweepExpiredData>[0],
  log: SweepLog,
  everyMs: number,
): () => Promise<void> {
  return repeatEvery(everyMs, () => sweepExpiredData(deps), {
    log,
    name: 'retention sweep',
    onDone: (summary) => log.info({ retentionSweep: summary }, 'retention sweep done'),
  });
}
