import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import type { ClientEvent, ServerEvent } from '@mentorbridge/domain/api/realtime';
import { BACKEND_ONLINE_TIMEOUT_MS, HEARTBEAT_INTERVAL_MS } from '@mentorbridge/domain/constants';
import { RECONNECT_DELAYS_MS, realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { type ConnectionStatus, RealtimeClient } from './realtime-client.ts';

/** Things as they happen, each taken once and in order: `next()` waits for one not yet taken. */
class Arrivals<Item> {
  private readonly arrived: Item[] = [];
  private readonly waiting: ((item: Item) => void)[] = [];

  push(item: Item): void {
    const waiter = this.waiting.shift();
    if (waiter) waiter(item);
    else this.arrived.push(item);
  }

  next(): Promise<Item> {
    if (this.arrived.length > 0) return Promise.resolve(this.arrived.shift() as Item);
    return new Promise((resolve) => this.waiting.push(resolve));
  }
}

/** One tab's socket as the server sees it. */
interface ServerSide {
  /** The path the tab asked for. */
  path: string | undefined;
  /** What the tab sent, event by event. */
  received: Arrivals<ClientEvent>;
  send: (event: ServerEvent) => void;
  /** Closes the socket with a close frame carrying `code`. */
  close: (code: number) => void;
  /** Drops the connection without a close frame, as a crashed server or a lost network does. */
  drop: () => void;
}

/** A real WebSocket server on a free local port, recording each tab that connects. */
async function startServer() {
  let accepting = true;
  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    // A refused upgrade is how a tab sees a server that is down: the socket never opens.
    verifyClient: () => accepting,
  });
  const tabs = new Arrivals<ServerSide>();
  server.on('connection', (socket, request) => {
    const received = new Arrivals<ClientEvent>();
    socket.on('message', (data) => received.push(JSON.parse(String(data)) as ClientEvent));
    tabs.push({
      path: request.url,
      received,
      send: (event) => socket.send(JSON.stringify(event)),
      close: (code) => socket.close(code),
      drop: () => socket.terminate(),
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('no port to connect to');
  return {
    port: address.port,
    tabs,
    refuseConnections: (refuse: boolean) => (accepting = !refuse),
    stop: () => {
      server.clients.forEach((socket) => socket.terminate());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A client of the test server, as a page on it would have, counting the sockets it opens. */
function clientOf(port: number) {
  const opened: URL[] = [];
  const client = new RealtimeClient({
    openSocket: (url) => {
      opened.push(url);
      const socket = new WebSocket(url);
      // A browser reports a failed connection as an event and goes on; the ws package throws an
      // 'error' nobody listens to, so one listens here (the close that follows is what counts).
      socket.on('error', () => {});
      return socket;
    },
    pageUrl: () => `http://127.0.0.1:${port}/chat/some-chat`,
  });
  return { client, opened };
}

/** Resolves when the client's current socket closes, whoever closed it. */
const nextClose = (client: RealtimeClient) =>
  new Promise<void>((resolve) => {
    const stop = client.onClose(() => {
      stop();
      resolve();
    });
  });

/** Resolves with the client's next status. */
const nextStatus = (client: RealtimeClient) =>
  new Promise<ConnectionStatus>((resolve) => {
    const stop = client.subscribe(() => {
      stop();
      resolve(client.getStatus());
    });
  });

let server: Awaited<ReturnType<typeof startServer>>;
let client: RealtimeClient;
let opened: URL[];

beforeEach(async () => {
  // Only the clock is fake; the sockets are real, so their events are awaited, not ticked.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'],
  });
  server = await startServer();
  ({ client, opened } = clientOf(server.port));
});

afterEach(async () => {
  client.stop();
  await server.stop();
  vi.useRealTimers();
});

describe('the realtime client', () => {
  it("opens /api/ws on the page's host, starts Unknown and turns Online at the first answer", async () => {
    expect(client.getStatus()).toBe('unknown');
    client.start();

    const tab = await server.tabs.next();
    expect(tab.path).toBe('/api/ws');
    expect(opened.map((url) => url.protocol)).toEqual(['ws:']);
    expect(await tab.received.next()).toEqual({ type: 'ping' });
    expect(client.getStatus()).toBe('unknown');

    const status = nextStatus(client);
    tab.send({ type: 'pong' });
    expect(await status).toBe('online');
  });

  it('turns Offline when the server has not answered for 10 s', async () => {
    client.start();
    const tab = await server.tabs.next();
    await tab.received.next();
    const online = nextStatus(client);
    tab.send({ type: 'pong' });
    await online;

    // From here on the server hears the heartbeat but never answers.
    await vi.advanceTimersByTimeAsync(BACKEND_ONLINE_TIMEOUT_MS);
    expect(client.getStatus()).toBe('online');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(client.getStatus()).toBe('offline');
  });

  it('reopens a dropped socket after 1 s, calling it a reconnect, and does not end the session', async () => {
    const connects: boolean[] = [];
    client.onConnected((again) => connects.push(again));
    const sessionEnded = vi.fn();
    client.onSessionEnded(sessionEnded);

    client.start();
    const first = await server.tabs.next();
    await first.received.next();
    expect(connects).toEqual([false]);

    const closed = nextClose(client);
    first.drop();
    await closed;
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0] - 1);
    expect(opened).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(opened).toHaveLength(2);

    const second = await server.tabs.next();
    expect(await second.received.next()).toEqual({ type: 'ping' });
    // The app refetches what the views show and sends what waited in the outbox on this.
    expect(connects).toEqual([false, true]);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('tries a server that is down again after 1 s, 2 s, 4 s, 8 s, then every 8 s', async () => {
    server.refuseConnections(true);
    let closed = nextClose(client);
    client.start();

    for (const delayMs of [...RECONNECT_DELAYS_MS, 8_000]) {
      await closed;
      const tries = opened.length;
      closed = nextClose(client);
      await vi.advanceTimersByTimeAsync(delayMs - 1);
      expect(opened).toHaveLength(tries);
      await vi.advanceTimersByTimeAsync(1);
      expect(opened).toHaveLength(tries + 1);
    }

    await closed;
    server.refuseConnections(false);
    await vi.advanceTimersByTimeAsync(8_000);
    const tab = await server.tabs.next();
    expect(await tab.received.next()).toEqual({ type: 'ping' });
  });

  it('tells the session-ended listeners when the server closes for an ended session, and stays closed', async () => {
    const sessionEnded = vi.fn();
    client.onSessionEnded(sessionEnded);
    client.start();
    const tab = await server.tabs.next();
    await tab.received.next();

    const closed = nextClose(client);
    tab.close(realtimeCloseCodes.sessionEnded);
    await closed;
    expect(sessionEnded).toHaveBeenCalledOnce();

    await vi.advanceTimersByTimeAsync(30_000);
    expect(opened).toHaveLength(1);
  });

  it('restates a held event on every new socket, until it is let go', async () => {
    const joinCall: ClientEvent = { type: 'call.join', chatId: 'chat-1' };
    client.start();
    const first = await server.tabs.next();
    expect(await first.received.next()).toEqual({ type: 'ping' });
    const letGo = client.hold(joinCall);
    expect(await first.received.next()).toEqual(joinCall);

    let closed = nextClose(client);
    first.drop();
    await closed;
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    const second = await server.tabs.next();
    expect(await second.received.next()).toEqual({ type: 'ping' });
    expect(await second.received.next()).toEqual(joinCall);

    letGo();
    closed = nextClose(client);
    second.drop();
    await closed;
    await vi.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    const third = await server.tabs.next();
    expect(await third.received.next()).toEqual({ type: 'ping' });
    // The next heartbeat comes next: nothing was restated between the two pings.
    await vi.advanceTimersByTimeAsync(HEARTBEAT_INTERVAL_MS);
    expect(await third.received.next()).toEqual({ type: 'ping' });
  });
});
