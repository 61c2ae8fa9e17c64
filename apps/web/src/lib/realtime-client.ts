import type { ClientEvent, ServerEvent } from '@mentorbridge/domain/api/realtime';
import {
  RECONNECT_DELAYS_MS,
  REALTIME_PATH,
  realtimeCloseCodes,
} from '@mentorbridge/domain/realtime-protocol';
import { BACKEND_ONLINE_TIMEOUT_MS, HEARTBEAT_INTERVAL_MS } from '@mentorbridge/domain/constants';

/** The server's connection state as shown: Unknown until known, Offline after 10 s of silence. */
export type ConnectionStatus = 'unknown' | 'online' | 'offline';

const WATCH_INTERVAL_MS = 1_000;
/** Tabs of a stopping server come back within this, each at a random moment. */
const RESTART_RECONNECT_SPREAD_MS = 500;

/** WebSocket.OPEN: the same number in the browser's socket and in the `ws` package's. */
const SOCKET_OPEN = 1;

type Listener = () => void;

/** The part of a WebSocket this client uses: the browser's has it, and so has the `ws` package's. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open', listener: () => void): void;
  addEventListener(type: 'message', listener: (message: { data: unknown }) => void): void;
  addEventListener(type: 'close', listener: (event: { code: number }) => void): void;
}

/** What the client needs of the browser; tests give it a `ws` socket and a local address. */
export interface RealtimeEnvironment {
  /** Opens a socket to `url`. */
  openSocket: (url: URL) => SocketLike;
  /** The page's address, which the socket's address is made from. */
  pageUrl: () => string;
}

const browser: RealtimeEnvironment = {
  openSocket: (url) => new WebSocket(url),
  pageUrl: () => window.location.href,
};

/**
 * The one WebSocket of this tab (docs/architecture.md). It pings every few seconds; any answer
 * means Online, 10 s without one means Offline, and a lost socket is reopened with back-off.
 */
export class RealtimeClient {
  private socket: SocketLike | null = null;
  private status: ConnectionStatus = 'unknown';
  private lastAnswerAt = 0;
  private openedAt = 0;
  private reconnectAttempt = 0;
  // The timers are the global ones, not window's, so the class also runs in Node for its tests.
  private timers: ReturnType<typeof setInterval>[] = [];
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<Listener>();
  private readonly eventListeners = new Set<(event: ServerEvent) => void>();
  private readonly closeListeners = new Set<Listener>();
  private readonly sessionEndedListeners = new Set<Listener>();
  private readonly connectedListeners = new Set<(again: boolean) => void>();
  /** Events that state something the server keeps only while this socket lives. */
  private readonly held = new Set<ClientEvent>();
  private running = false;

  constructor(private readonly environment: RealtimeEnvironment = browser) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.lastAnswerAt = Date.now();
    this.setStatus('unknown');
    this.open();
    this.timers = [
      setInterval(() => this.send({ type: 'ping' }), HEARTBEAT_INTERVAL_MS),
      setInterval(() => this.watch(), WATCH_INTERVAL_MS),
    ];
  }

  stop(): void {
    this.running = false;
    this.timers.forEach((timer) => clearInterval(timer));
    clearTimeout(this.reconnectTimer);
    this.socket?.close(1000, 'signed out');
    this.socket = null;
    this.closeListeners.forEach((listener) => listener());
    this.setStatus('unknown');
  }

  getStatus = (): ConnectionStatus => this.status;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Calls `listener` with every event the server pushes; returns the function that stops it. */
  onEvent(listener: (event: ServerEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  /** Calls `listener` each time a socket closes, for whatever reason; answers how to stop. */
  onClose(listener: Listener): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  /** Calls `listener` when the server closes the socket because the session is gone. */
  onSessionEnded(listener: Listener): () => void {
    this.sessionEndedListeners.add(listener);
    return () => this.sessionEndedListeners.delete(listener);
  }

  /**
   * Calls `listener` each time a socket opens, so views can read again what may have changed
   * while no socket was listening: the first one too (`again` false), as a view's reads may have
   * started before it. Answers how to stop.
   */
  onConnected(listener: (again: boolean) => void): () => void {
    this.connectedListeners.add(listener);
    return () => this.connectedListeners.delete(listener);
  }

  /** Whether a socket is open now, so that what is sent goes out at once. */
  isOpen(): boolean {
    return this.socket?.readyState === SOCKET_OPEN;
  }

  /**
   * Sends `event` now and again on every new socket, until the returned function is called: for
   * state the server ties to the socket (an open call), which a reconnect must restate.
   */
  hold(event: ClientEvent): () => void {
    this.held.add(event);
    this.send(event);
    return () => this.held.delete(event);
  }

  private open(): void {
    const url = new URL(REALTIME_PATH, this.environment.pageUrl());
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = this.environment.openSocket(url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.openedAt = Date.now();
      const again = this.reconnectAttempt > 0;
      this.connectedListeners.forEach((listener) => listener(again));
      this.reconnectAttempt = 0;
      this.send({ type: 'ping' });
      this.held.forEach((event) => this.send(event));
    });
    socket.addEventListener('message', (message) => this.receive(message.data));
    socket.addEventListener('close', (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.closeListeners.forEach((listener) => listener());
      if (
        event.code === realtimeCloseCodes.notSignedIn ||
        event.code === realtimeCloseCodes.sessionEnded
      ) {
        this.sessionEndedListeners.forEach((listener) => listener());
        return;
      }
      // A stopping server sends its tabs to another process that is ready now; spread out, so
      // a thousand tabs do not arrive in the same millisecond.
      if (event.code === realtimeCloseCodes.serverRestarting) {
        this.scheduleReconnect(RESTART_RECONNECT_SPREAD_MS * Math.random());
        return;
      }
      this.scheduleReconnect();
    });
  }

  private receive(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    // The server sends only typed events (decision 021); anything else is not for us.
    if (typeof parsed !== 'object' || parsed === null || !('type' in parsed)) return;
    const event = parsed as ServerEvent;
    this.lastAnswerAt = Date.now();
    this.setStatus('online');
    this.eventListeners.forEach((listener) => listener(event));
  }

  /**
   * Sends an event if the socket is open, or drops it: a caller whose event must arrive (a
   * message) waits for the server's answer and tries again without one.
   */
  send(event: ClientEvent): void {
    if (this.isOpen()) this.socket?.send(JSON.stringify(event));
  }

  /** Offline after 10 s without an answer; a silent open socket is replaced by a fresh one. */
  private watch(): void {
    if (Date.now() - this.lastAnswerAt <= BACKEND_ONLINE_TIMEOUT_MS) return;
    this.setStatus('offline');
    const silentSince = Math.max(this.lastAnswerAt, this.openedAt);
    if (
      this.socket?.readyState === SOCKET_OPEN &&
      Date.now() - silentSince > BACKEND_ONLINE_TIMEOUT_MS
    ) {
      this.socket.close(4000, 'no answer');
    }
  }

  private scheduleReconnect(
    delay: number = RECONNECT_DELAYS_MS[
      Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)
    ] ?? 8_000,
  ): void {
    if (!this.running) return;
    this.reconnectAttempt += 1;
    this.reconnectTimer = setTimeout(() => {
      if (this.running) this.open();
    }, delay);
  }

  private setStatus(status: ConnectionStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.listeners.forEach((listener) => listener());
  }
}

/** This tab's connection. */
export const realtimeClient = new RealtimeClient();
