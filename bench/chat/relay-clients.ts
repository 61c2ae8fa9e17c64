import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { type ChatClients, partnerOf, textFor } from './chat-clients.ts';

interface RelayMessage {
  to: number;
  clientId: string;
  text: string;
}

/** What both relays' clients share: one socket per client, a message names its partner. */
abstract class RelayClients<S> implements ChatClients {
  protected listener: (client: number, clientId: string) => void = () => {};

  protected constructor(protected readonly sockets: S[]) {}

  get size() {
    return this.sockets.length;
  }

  onReceive(listener: (client: number, clientId: string) => void) {
    this.listener = listener;
  }

  async send(from: number, clientId: string) {
    const socket = this.sockets[from];
    if (socket) this.transmit(socket, { to: partnerOf(from), clientId, text: textFor(from) });
  }

  protected abstract transmit(socket: S, message: RelayMessage): void;
  abstract close(): Promise<void>;
}

/** Clients of the bare `ws` relay (relays/ws-relay.ts). */
export class WsRelayClients extends RelayClients<WebSocket> {
  static async connect(port: number, size: number): Promise<WsRelayClients> {
    const clients = new WsRelayClients([]);
    for (let client = 0; client < size; client++) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/?client=${client}`);
      socket.on('message', (data) => {
        const { clientId } = JSON.parse(String(data)) as RelayMessage;
        clients.listener(client, clientId);
      });
      clients.sockets.push(socket);
    }
    await Promise.all(
      clients.sockets.map((socket) => new Promise((resolve) => socket.once('open', resolve))),
    );
    return clients;
  }

  protected transmit(socket: WebSocket, message: RelayMessage) {
    socket.send(JSON.stringify(message));
  }

  async close() {
    for (const socket of this.sockets) socket.terminate();
  }
}

/** Clients of the plain Socket.IO relay (relays/socket-io-relay.ts), over WebSocket only. */
export class SocketIoRelayClients extends RelayClients<Socket> {
  static async connect(port: number, size: number): Promise<SocketIoRelayClients> {
    const clients = new SocketIoRelayClients([]);
    for (let client = 0; client < size; client++) {
      const socket = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        query: { client: String(client) },
      });
      socket.on('message', (message: RelayMessage) => clients.listener(client, message.clientId));
      clients.sockets.push(socket);
    }
    await Promise.all(
      clients.sockets.map(
        (socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve())),
      ),
    );
    return clients;
  }

  protected transmit(socket: Socket, message: RelayMessage) {
    socket.emit('message', message);
  }

  async close() {
    for (const socket of this.sockets) socket.disconnect();
  }
}
