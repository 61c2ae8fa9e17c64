import type { ServerEvent } from '@mentorbridge/domain/api/realtime';

/**
 * What one process tells every process, itself included, so that what each keeps in memory
 * stays true: a user's tabs in a process came or went (presence.ts), a user gained a push device
 * (push-device-knowledge.ts). `missed` is never sent: the hub hands it to its own listeners
 * when signals may have been lost (events interrupted), so they read again what they keep.
 */
export type ProcessSignal =
  | { kind: 'tabs'; userId: string; processId: string; open: boolean }
  | { kind: 'push-device-added'; userId: string }
  | { kind: 'missed' };

/** One open socket, as the hub needs to know it. */
export interface RealtimeConnection {
  userId: string;
  /** Hash of the session the socket was opened with. */
  sessionHash: string;
  send(text: string): void;
  close(code: number, reason: string): void;
}

/**
 * Knows every socket open in this process, by user, so that events reach the right tabs and a
 * session that ends (log-out, password change, account deletion) loses its socket at once.
 */
export interface RealtimeHub {
  /** Registers a socket; returns the function that forgets it. */
  add(connection: RealtimeConnection): () => void;
  /** Closes the user's sockets, except those of one session (the one that made the change). */
  endSessions(userId: string, code: number, options?: { exceptSessionHash?: string }): void;
  /** Closes the sockets of one session (logged out), in every tab that shares it. */
  endSession(userId: string, sessionHash: string, code: number): void;
  /** Sends an event to every open socket of each of the users. */
  publish(userIds: readonly string[], event: ServerEvent): void;
  /** Tells every process, this one included, through the same channel as the events. */
  broadcast(signal: ProcessSignal): void;
  /** Hears every signal broadcast, this process's own included, in the order sent. */
  onSignal(listener: (signal: ProcessSignal) => void): void;
  /** How many sockets are open; for tests and metrics. */
  size(): number;
  /** Closes every socket of this process, as when it stops; the tabs reconnect elsewhere. */
  closeAll(code: number, reason: string): void;
  /** Lets go of what the hub holds outside this process (a Redis connection); idempotent. */
  stop(): Promise<void>;
}

/** The hub of this process alone; also what a shared hub delivers through. */
export interface LocalRealtimeHub extends RealtimeHub {
  /** Sends an already serialised event to every open socket of each of the users. */
  deliver(userIds: readonly string[], text: string): void;
  /** Hands a signal to this process's listeners. */
  hear(signal: ProcessSignal): void;
}

export function createRealtimeHub(): LocalRealtimeHub {
  const byUser = new Map<string, Set<RealtimeConnection>>();

  const listeners: ((signal: ProcessSignal) => void)[] = [];
  const hear = (signal: ProcessSignal) => {
    for (const listener of listeners) listener(signal);
  };

  const deliver = (userIds: readonly string[], text: string) => {
    for (const userId of new Set(userIds)) {
      for (const connection of byUser.get(userId) ?? []) connection.send(text);
    }
  };

  return {
    deliver,
    hear,
    broadcast: hear,
    onSignal(listener) {
      listeners.push(listener);
    },

    add(connection) {
      const connections = byUser.get(connection.userId) ?? new Set();
      connections.add(connection);
      byUser.set(connection.userId, connections);
      return () => {
        connections.delete(connection);
        if (connections.size === 0) byUser.delete(connection.userId);
      };
    },

    endSessions(userId, code, { exceptSessionHash } = {}) {
      for (const connection of byUser.get(userId) ?? []) {
        if (connection.sessionHash !== exceptSessionHash) connection.close(code, 'session ended');
      }
    },

    endSession(userId, sessionHash, code) {
      for (const connection of byUser.get(userId) ?? []) {
        if (connection.sessionHash === sessionHash) connection.close(code, 'session ended');
      }
    },

    publish(userIds, event) {
      deliver(userIds, JSON.stringify(event));
    },

    size() {
      let total = 0;
      for (const connections of byUser.values()) total += connections.size;
      return total;
    },

    closeAll(code, reason) {
      for (const connections of byUser.values()) {
        for (const connection of connections) connection.close(code, reason);
      }
    },

    async stop() {},
  };
}
