import type { ServerEvent } from '@mentorbridge/domain/api/realtime';

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
  /** How many sockets are open; for tests and health. */
  size(): number;
}

export function createRealtimeHub(): RealtimeHub {
  const byUser = new Map<string, Set<RealtimeConnection>>();

  return {
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
      const text = JSON.stringify(event);
      for (const userId of new Set(userIds)) {
        for (const connection of byUser.get(userId) ?? []) connection.send(text);
      }
    },

    size() {
      let total = 0;
      for (const connections of byUser.values()) total += connections.size;
      return total;
    },
  };
}
