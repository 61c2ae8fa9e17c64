import type { AppContext } from '../../app-context.ts';
import {
  deleteOpenTabsOfGoneProcesses,
  deleteOpenTabsOfProcess,
} from '../../realtime/open-tabs-repository.ts';
import { announceCall } from './announce-call.ts';
import {
  deleteCallsOfGoneProcesses,
  deleteCallsOfProcess,
  listLiveProcessIds,
  renewProcessLease,
} from './repository.ts';

export interface LeaseTimings {
  /** How long a renewal keeps the process counted alive. */
  leaseMs: number;
  /** How often it renews, and looks for processes that stopped renewing. */
  renewEveryMs: number;
}

/** A killed process's calls end within about 15 s; three renewals fit in one lease. */
export const PROCESS_LEASE: LeaseTimings = { leaseMs: 15_000, renewEveryMs: 5_000 };

export interface LeaseLog {
  error(details: object, message: string): void;
}

/**
 * Keeps this process's lease on the calls and open tabs its sockets hold, and ends those of any
 * process whose lease ran out: with several processes, a process killed without a word cannot
 * end its own calls, and no other process may end calls that are still held. Resolves once the
 * first lease is taken; returns the stop function, which ends this process's calls at once.
 */
export async function startProcessLease(
  deps: Pick<AppContext, 'db' | 'realtime' | 'processId' | 'presence'>,
  log: LeaseLog,
  { leaseMs, renewEveryMs }: LeaseTimings = PROCESS_LEASE,
): Promise<() => Promise<void>> {
  const tick = async () => {
    const now = Date.now();
    await renewProcessLease(deps.db, deps.processId, now + leaseMs);
    await deleteOpenTabsOfGoneProcesses(deps.db, now);
    deps.presence.keepProcesses(await listLiveProcessIds(deps.db, now));
    await endCallsOfGoneProcesses(deps, now);
  };
  await tick();

  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, 'call lease renewal failed'))
      .finally(() => {
        running = undefined;
      });
  }, renewEveryMs);
  timer.unref();

  return async () => {
    clearInterval(timer);
    await running;
    await deleteOpenTabsOfProcess(deps.db, deps.processId);
    await endCallsOfProcess(deps, deps.processId);
  };
}

/** Ends the calls of processes that stopped renewing their lease (killed, frozen, cut off). */
export async function endCallsOfGoneProcesses(
  deps: Pick<AppContext, 'db' | 'realtime'>,
  now = Date.now(),
): Promise<void> {
  for (const chatId of await deleteCallsOfGoneProcesses(deps.db, now)) {
    await announceCall(deps, chatId);
  }
}

/** This process is stopping: the calls its sockets held end now, not when its lease runs out. */
export async function endCallsOfProcess(
  deps: Pick<AppContext, 'db' | 'realtime'>,
  processId: string,
): Promise<void> {
  for (const chatId of await deleteCallsOfProcess(deps.db, processId)) {
    await announceCall(deps, chatId);
  }
}
