import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import WebSocket from 'ws';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import type { ServerEvent } from '@mentorbridge/domain/api/realtime';
import { MESSAGE_PAGE_SIZE } from '@mentorbridge/domain/chat-rules';
import { HEARTBEAT_INTERVAL_MS } from '@mentorbridge/domain/constants';
import { RECONNECT_DELAYS_MS, REALTIME_PATH } from '@mentorbridge/domain/realtime-protocol';
import { type ChatClients, textFor } from './chat-clients.ts';
import type { SeededPair, SeededUser } from './seed-pairs.ts';

/** HTTP connections the clients share; a browser holds a few per tab. */
const HTTP_CONNECTIONS = 64;

/** A send waiting for the server's answer on the socket. */
interface PendingSend {
  resolve(): void;
  reject(error: Error): void;
}

/**
 * A signed-in tab, as the browser's is: one socket that pings, reopens with the same back-off
 * after a loss and then fetches what it missed; messages sent over the socket while it is open
 * and over HTTP while it is not (decision 026).
 */
class Member {
  socket: WebSocket | null = null;
  /** Highest position received with none missing below it, as the browser keeps it. */
  private whole = 0;
  private readonly beyond = new Set<number>();
  private attempt = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private closed = false;
  /** Whether the socket is open and everything missed while it was away is fetched. */
  caughtUp = false;
  /** Sends made on the socket, by client id, until the server answers them. */
  readonly pending = new Map<string, PendingSend>();

  constructor(
    private readonly clients: MentorBridgeClients,
    readonly index: number,
    readonly chatId: string,
    readonly user: SeededUser,
  ) {}

  get cookie() {
    return `mb_session=${this.user.sessionToken}`;
  }

  /** The server this member's tab talks to, for its socket and its requests alike. */
  get port(): number {
    return this.clients.portOf(this.index);
  }

  get http(): Pool {
    return this.clients.httpOf(this.index);
  }

  open(): Promise<void> {
    const { port } = this;
    const socket = new WebSocket(`ws://127.0.0.1:${port}${REALTIME_PATH}`, {
      headers: { cookie: this.cookie, origin: `http://127.0.0.1:${port}` },
    });
    this.socket = socket;
    socket.on('message', (data) => this.receive(String(data)));
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        const reopened = this.attempt > 0;
        this.attempt = 0;
        this.heartbeat = setInterval(() => socket.send('{"type":"ping"}'), HEARTBEAT_INTERVAL_MS);
        if (reopened) void this.catchUp();
        else this.caughtUp = true;
        resolve();
      });
      socket.once('error', reject);
      socket.once('close', (code, reason) => {
        clearInterval(this.heartbeat);
        this.caughtUp = false;
        // Their answers went with the socket: each counts as refused. (A browser would send it
        // again with the same client id; the bench counts the refusal instead.)
        const why = `socket closed (${code}${reason.length > 0 ? ` ${String(reason)}` : ''})`;
        for (const send of this.pending.values()) send.reject(new Error(why));
        this.pending.clear();
        if (!this.closed) this.reopenLater();
      });
    });
  }

  private reopenLater() {
    const delay = RECONNECT_DELAYS_MS[Math.min(this.attempt, RECONNECT_DELAYS_MS.length - 1)];
    this.attempt += 1;
    setTimeout(() => {
      if (!this.closed) this.open().catch(() => {});
    }, delay);
  }

  private receive(text: string) {
    const event = JSON.parse(text) as ServerEvent;
    if (event.type === 'message.created') {
      this.take(event.message);
      if (event.message.senderId === this.user.id) this.settle(event.message.clientId);
    }
    if (event.type === 'message.sent') this.settle(event.message.clientId);
    if (event.type === 'message.held') this.settle(event.held.clientId, 'message.held for review');
    if (event.type === 'message.refused') {
      const { status, error } = event;
      this.settle(event.clientId, `message.refused ${status} ${error.code}: ${error.message}`);
    }
  }

  private settle(clientId: string, failure?: string) {
    const send = this.pending.get(clientId);
    this.pending.delete(clientId);
    if (failure) send?.reject(new Error(failure));
    else send?.resolve();
  }

  /** Counts a message once, however it came (event or fetch). */
  private take(message: Pick<ChatMessage, 'seq' | 'clientId'>, fetched = false) {
    if (fetched && (message.seq <= this.whole || this.beyond.has(message.seq))) return;
    this.beyond.add(message.seq);
    while (this.beyond.delete(this.whole + 1)) this.whole += 1;
    this.clients.received(this.index, message.clientId);
  }

  /** What a reopened tab does: fetch the chat from the last position it has whole. */
  private async catchUp() {
    for (;;) {
      const response = await this.http.request({
        method: 'GET',
        path: `/api/chats/${encodeURIComponent(this.chatId)}/messages?after=${this.whole}`,
        headers: { cookie: this.cookie },
      });
      if (response.statusCode !== 200) {
        await response.body.dump();
        await sleep(500);
        continue;
      }
      const { messages } = (await response.body.json()) as { messages: ChatMessage[] };
      for (const message of messages) this.take(message, true);
      if (messages.length < MESSAGE_PAGE_SIZE) break;
    }
    this.caughtUp = this.socket?.readyState === WebSocket.OPEN;
  }

  close() {
    this.closed = true;
    clearInterval(this.heartbeat);
    this.socket?.terminate();
  }
}

/**
 * The clients of seeded pairs, signed in to a running MentorBridge server, or spread over
 * several processes of one: a pair's mentor and mentee then sit on different processes, so
 * every message crosses between them.
 */
export class MentorBridgeClients implements ChatClients {
  private readonly pools: Pool[];
  private readonly members: Member[];
  private listener: (client: number, clientId: string) => void = () => {};
  private sends = 0;

  private constructor(
    private readonly ports: readonly number[],
    pairs: readonly SeededPair[],
  ) {
    this.pools = ports.map(
      (port) => new Pool(`http://127.0.0.1:${port}`, { connections: HTTP_CONNECTIONS }),
    );
    this.members = pairs.flatMap((pair, index) => [
      new Member(this, 2 * index, pair.chatId, pair.mentor),
      new Member(this, 2 * index + 1, pair.chatId, pair.mentee),
    ]);
  }

  /** Connects every member, a few at a time, as tabs opening over a minute would. */
  static async connect(
    ports: number | readonly number[],
    pairs: readonly SeededPair[],
  ): Promise<MentorBridgeClients> {
    const clients = new MentorBridgeClients([ports].flat(), pairs);
    for (let from = 0; from < clients.members.length; from += 50) {
      await Promise.all(clients.members.slice(from, from + 50).map((member) => member.open()));
    }
    return clients;
  }

  get size() {
    return this.members.length;
  }

  portOf(member: number): number {
    return this.ports[member % this.ports.length] ?? 0;
  }

  httpOf(member: number): Pool {
    const pool = this.pools[member % this.pools.length];
    if (!pool) throw new Error('no server to talk to');
    return pool;
  }

  /** How many members are connected and have caught up with their chat. */
  caughtUpCount(): number {
    return this.members.filter((member) => member.caughtUp).length;
  }

  received(client: number, clientId: string) {
    this.listener(client, clientId);
  }

  onReceive(listener: (client: number, clientId: string) => void) {
    this.listener = listener;
  }

  async send(from: number, clientId: string): Promise<void> {
    const member = this.members[from];
    if (!member) throw new Error(`no client ${from}`);
    const text = textFor(this.sends++);
    const { socket } = member;
    if (socket?.readyState === WebSocket.OPEN) {
      const answered = new Promise<void>((resolve, reject) =>
        member.pending.set(clientId, { resolve, reject }),
      );
      socket.send(JSON.stringify({ type: 'message.send', chatId: member.chatId, clientId, text }));
      return answered;
    }
    const response = await member.http.request({
      method: 'POST',
      path: `/api/chats/${encodeURIComponent(member.chatId)}/messages`,
      headers: {
        cookie: member.cookie,
        origin: `http://127.0.0.1:${member.port}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ clientId, text }),
    });
    if (response.statusCode === 201) {
      await response.body.dump();
      return;
    }
    // What the browser would show: the error's code and message, or the body as it came.
    const body = await response.body.text();
    let said = body.slice(0, 120);
    try {
      const { error } = JSON.parse(body) as { error?: { code?: string; message?: string } };
      if (error) said = `${error.code}: ${error.message}`;
    } catch {
      // Not JSON (a proxy's page): the body as it came.
    }
    throw new Error(`POST answered ${response.statusCode} ${said}`);
  }

  async close(): Promise<void> {
    for (const member of this.members) member.close();
    await Promise.all(this.pools.map((pool) => pool.close()));
  }
}
