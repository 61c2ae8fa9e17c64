import type { Redis } from 'ioredis';
import type { ServerEvent } from '@mentorbridge/domain/api/realtime';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import type { LocalRealtimeHub, ProcessSignal, RealtimeHub } from './hub.ts';

/** The one channel every process listens on; events are few and small, so one is enough. */
export const REALTIME_CHANNEL = 'mentorbridge:realtime';

/** What travels between processes: each one applies it to the sockets it holds. */
type BusMessage =
  | { kind: 'deliver'; userIds: readonly string[]; text: string }
  | { kind: 'endSessions'; userId: string; code: number; exceptSessionHash?: string }
  | { kind: 'endSession'; userId: string; sessionHash: string; code: number }
  | { kind: 'signal'; signal: ProcessSignal };

export interface SharedHubOptions {
  /** Sends to the channel; also the connection other Redis work of the app may use. */
  publisher: Redis;
  /** A connection of its own: Redis keeps a subscribed connection for messages only. */
  subscriber: Redis;
  onError(error: unknown, doing: string): void;
}

/**
 * A hub shared by every process through Redis pub/sub (docs/architecture.md, Parts): an event
 * goes to the channel, and every process, this one included, hands it to the sockets it holds. So
 * a tab on process A sees at once what a request on process B did, in the order B published it.
 *
 * Pub/sub does not keep messages for a listener that is away. When the subscription comes back
 * after a drop, this process closes its sockets with the reconnect code: each tab reconnects and
 * reads again what it may have missed, so nothing is lost.
 */
export async function createSharedRealtimeHub(
  local: LocalRealtimeHub,
  { publisher, subscriber, onError }: SharedHubOptions,
): Promise<RealtimeHub> {
  const send = (message: BusMessage) => {
    publisher
      .publish(REALTIME_CHANNEL, JSON.stringify(message))
      .catch((error: unknown) => onError(error, 'publishing a realtime event'));
  };

  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REALTIME_CHANNEL) return;
    const message = parse(text);
    if (message?.kind === 'deliver') local.deliver(message.userIds, message.text);
    if (message?.kind === 'endSessions') {
      local.endSessions(message.userId, message.code, {
        exceptSessionHash: message.exceptSessionHash,
      });
    }
    if (message?.kind === 'endSession') {
      local.endSession(message.userId, message.sessionHash, message.code);
    }
    if (message?.kind === 'signal' && message.signal.kind !== 'missed') local.hear(message.signal);
  });
  await subscriber.subscribe(REALTIME_CHANNEL);
  // ioredis subscribes again by itself after a reconnect; what was sent meanwhile is gone.
  let dropped = false;
  subscriber.on('close', () => {
    dropped = true;
  });
  subscriber.on('ready', () => {
    if (!dropped) return;
    dropped = false;
    local.closeAll(realtimeCloseCodes.serverRestarting, 'events were interrupted');
    local.hear({ kind: 'missed' });
  });

  let stopped = false;
  return {
    add: (connection) => local.add(connection),
    size: () => local.size(),
    closeAll: (code, reason) => local.closeAll(code, reason),
    onSignal: (listener) => local.onSignal(listener),
    broadcast(signal) {
      send({ kind: 'signal', signal });
    },

    publish(userIds: readonly string[], event: ServerEvent) {
      send({ kind: 'deliver', userIds, text: JSON.stringify(event) });
    },
    endSessions(userId, code, { exceptSessionHash } = {}) {
      send({ kind: 'endSessions', userId, code, exceptSessionHash });
    },
    endSession(userId, sessionHash, code) {
      send({ kind: 'endSession', userId, sessionHash, code });
    },

    async stop() {
      if (stopped) return;
      stopped = true;
      subscriber.disconnect();
    },
  };
}

/** Messages come from our own processes; anything unreadable is skipped, not trusted. */
function parse(text: string): BusMessage | null {
  try {
    const value = JSON.parse(text) as BusMessage;
    return typeof value === 'object' && value !== null && 'kind' in value ? value : null;
  } catch {
    return null;
  }
}
