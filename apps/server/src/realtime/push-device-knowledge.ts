import type { RealtimeHub } from './hub.ts';

/** People remembered at most; past that, the one remembered longest is asked again. */
const MAX_REMEMBERED = 100_000;

/**
 * Who is known to have no push device, in this process. Most people have none, and a message's
 * push would otherwise ask the database for every message to someone away (decision 053). Only
 * "none" is remembered: a device is gained only by subscribing, which tells every process
 * through the hub; a device lost (logged out, gone at its push service) leaves nothing wrong
 * here, since the push reads the devices it sends to.
 */
export interface PushDeviceKnowledge {
  knownToHaveNone(userId: string): boolean;
  /** Marks the moment before the database is asked, for rememberNone. */
  asking(): number;
  /**
   * The database, asked at `asked`, said the user has no device; not kept if a device was
   * added anywhere since, as the answer may have been read before it.
   */
  rememberNone(userId: string, asked: number): void;
  /** The user subscribed a device here: this process and every other forget their "none". */
  deviceAdded(userId: string): void;
}

export function createPushDeviceKnowledge(realtime: RealtimeHub): PushDeviceKnowledge {
  const withNone = new Set<string>();
  /** Devices added (or signals missed) so far, heard in this process. */
  let additions = 0;
  realtime.onSignal((signal) => {
    if (signal.kind === 'push-device-added') {
      additions += 1;
      withNone.delete(signal.userId);
    }
    // Signals may have been lost: a device gained meanwhile would go unpushed.
    if (signal.kind === 'missed') {
      additions += 1;
      withNone.clear();
    }
  });
  return {
    knownToHaveNone: (userId) => withNone.has(userId),
    asking: () => additions,
    rememberNone(userId, asked) {
      if (asked !== additions) return;
      withNone.add(userId);
      // A Set keeps insertion order: the first is the oldest.
      if (withNone.size > MAX_REMEMBERED) {
        const oldest = withNone.values().next().value;
        if (oldest !== undefined) withNone.delete(oldest);
      }
    },
    deviceAdded(userId) {
      // At once here, before the signal comes round: the next message already pushes.
      additions += 1;
      withNone.delete(userId);
      realtime.broadcast({ kind: 'push-device-added', userId });
    },
  };
}
