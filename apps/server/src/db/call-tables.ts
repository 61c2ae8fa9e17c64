// Video calls and the server processes that hold their sockets, as Kysely sees them; `schema.ts`
// gathers them with the rest.
import type { Generated } from 'kysely';

/**
 * One open socket that has a chat's video call open; the chat is "in a call" while it has any.
 * Rows live as long as their socket, and no longer than the lease of the process holding it.
 */
export interface ActiveCallsTable {
  chat_id: string;
  user_id: string;
  /** The socket holding it, unique per tab and connection, never shown to anyone. */
  connection_id: string;
  /** The server process that holds the socket (`server_processes.id`). */
  process_id: string;
  started_at: number;
}

/**
 * A call a chat had: from the first tab joining to the last leaving, kept by triggers on
 * `active_calls` (the migration `2026-12-13T0600-call-history`). Null `ended_at`: going on.
 */
export interface CallHistoryTable {
  chat_id: string;
  started_at: number;
  started_by: string;
  /** 1 once the chat's other member joined too. */
  both_joined: Generated<number>;
  ended_at: number | null;
}

/**
 * A member's time in a chat's call: from their first tab joining to their last leaving, a new
 * row for each rejoin, kept by triggers on `active_calls` (the migration `2026-12-14T0600-call-
 * attendance`). Null `left_at`: still in.
 */
export interface CallAttendanceTable {
  chat_id: string;
  /** The call it is part of: that call's `call_history.started_at`. */
  call_started_at: number;
  user_id: string;
  joined_at: number;
  left_at: number | null;
}

/**
 * The secret of a call's meeting room (decision 049), given to the chat's two members only; kept
 * while the call goes on, dropped when it ends.
 */
export interface CallRoomsTable {
  chat_id: string;
  secret: string;
  /** When the first member asked for the room; one nobody joined is dropped a minute later. */
  created_at: number;
}

/** A running server process; its calls end when its lease runs out without being renewed. */
export interface ServerProcessesTable {
  id: string;
  alive_until: number;
}
