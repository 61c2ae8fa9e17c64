import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProcessSignal, RealtimeHub } from './hub.ts';
import { listOpenTabsElsewhere } from './open-tabs-repository.ts';

/**
 * Who has a tab open, in any process, known in memory: a message's push asks it for every
 * message, so it must not cost a query (decision 053). This process counts its own sockets;
 * every process tells the others, through the hub, when a user's first tab opens on it and when
 * their last one closes. The open-tabs table is the fallback: read at start and after signals
 * may have been missed, and the tabs of a process whose lease ran out are forgotten with it.
 */
export interface Presence {
  hasOpenTab(userId: string): boolean;
  /** A socket of this process opened for the user; answers the function to call at its close. */
  tabOpened(userId: string): () => void;
  /** Reads the tabs of the other processes from the open-tabs table, keeping what it hears. */
  catchUp(): Promise<void>;
  /** Forgets the tabs of every process not named: their leases ran out. */
  keepProcesses(alive: ReadonlySet<string>): void;
}

export function createPresence(
  deps: { realtime: RealtimeHub; processId: string; db: Kysely<Database> },
  onError: (error: unknown) => void,
): Presence {
  const { realtime, processId } = deps;
  const ownTabs = new Map<string, number>();
  /** The other processes holding a tab of each user. */
  const elsewhere = new Map<string, Set<string>>();
  /** While the table is read, what is heard waits, to be applied over what the table said. */
  let heardWhileReading: ProcessSignal[] | null = null;
  let reading: Promise<void> | undefined;

  const mark = (userId: string, otherProcessId: string, open: boolean) => {
    const processes = elsewhere.get(userId) ?? new Set<string>();
    if (open) processes.add(otherProcessId);
    else processes.delete(otherProcessId);
    if (processes.size > 0) elsewhere.set(userId, processes);
    else elsewhere.delete(userId);
  };

  const apply = (signal: ProcessSignal) => {
    if (signal.kind === 'tabs' && signal.processId !== processId) {
      mark(signal.userId, signal.processId, signal.open);
    }
  };

  const read = async () => {
    heardWhileReading = [];
    try {
      const tabs = await listOpenTabsElsewhere(deps.db, processId);
      elsewhere.clear();
      for (const tab of tabs) mark(tab.userId, tab.processId, true);
    } finally {
      const heard = heardWhileReading;
      heardWhileReading = null;
      heard.forEach(apply);
    }
  };

  const catchUp = () =>
    (reading ??= read().finally(() => {
      reading = undefined;
    }));

  realtime.onSignal((signal) => {
    if (signal.kind === 'missed') {
      catchUp().catch(onError);
      return;
    }
    if (heardWhileReading) heardWhileReading.push(signal);
    else apply(signal);
  });

  return {
    hasOpenTab: (userId) => ownTabs.has(userId) || elsewhere.has(userId),

    tabOpened(userId) {
      const before = ownTabs.get(userId) ?? 0;
      ownTabs.set(userId, before + 1);
      if (before === 0) realtime.broadcast({ kind: 'tabs', userId, processId, open: true });
      let closed = false;
      return () => {
        if (closed) return;
        closed = true;
        const left = (ownTabs.get(userId) ?? 1) - 1;
        if (left > 0) {
          ownTabs.set(userId, left);
          return;
        }
        ownTabs.delete(userId);
        realtime.broadcast({ kind: 'tabs', userId, processId, open: false });
      };
    },

    catchUp,

    keepProcesses(alive) {
      for (const [userId, processes] of elsewhere) {
        for (const other of processes) if (!alive.has(other)) mark(userId, other, false);
      }
    },
  };
}
