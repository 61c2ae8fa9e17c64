import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { type ChatClients, partnerOf, textFor } from './chat-clients.ts';

interface RelayMessage {
  to: number;
  clientId: string;
  text: string;
}

/** Clients of the bare `ws` relay (relays/ws-relay.ts). */
export class WsRelayClients implements ChatClients {
  private listener: (client: number, clientId: string) => void = () => {};

  private constructor(private readonly sockets: WebSocket[]) {}

  static async connect(port: number, size: number): Promise<WsRelayClients> {
    const sockets: WebSocket[] = [];
    const clients = new WsRelayClients(sockets);
    for (let client = 0; client < size; client++) {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/?client=${client}`);
      socket.on('message', (data) => {
        const { clientId } = JSON.parse(String(data)) as RelayMessage;
        clients.listener(client, clientId);
      });
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map((socket) => new Promise((resolve) => socket.once('open', resolve))),
    );
    return clients;
  }

  get size() {
    return this.sockets.length;
  }

  onReceive(listener: (client: number, clientId: string) => void) {
    this.listener = listener;
  }

  async send(from: number, clientId: string) {
    const message: RelayMessage = { to: partnerOf(from), clientId, text: textFor(from) };
    this.sockets[from]?.send(JSON.stringify(message));
  }

  async close() {
    for (const socket of this.sockets) socket.terminate();
  }
}

/** Clients of the plain Socket.IO relay (relays/socket-io-relay.ts), over WebSocket only. */
export class SocketIoRelayClients implements ChatClients {
  private listener: (client: number, clientId: string) => void = () => {};

  private constructor(private readonly sockets: Socket[]) {}

  static async connect(port: number, size: number): Promise<SocketIoRelayClients> {
    const sockets: Socket[] = [];
    const clients = new SocketIoRelayClients(sockets);
    for (let client = 0; client < size; client++) {
      const socket = io(`http://127.0.0.1:${port}`, {
        transports: ['websocket'],
        query: { client: String(client) },
      });
      socket.on('message', (message: RelayMessage) => clients.listener(client, message.clientId));
      sockets.push(socket);
    }
    await Promise.all(
      sockets.map(
        (socket) => new Promise<void>((resolve) => socket.once('connect', () => resolve())),
      ),
    );
    return clients;
  }

  get size() {
    return this.sockets.length;
  }

  onReceive(listener: (client: number, clientId: string) => void) {
    this.listener = listener;
  }

  async send(from: number, clientId: string) {
    const message: RelayMessage = { to: partnerOf(from), clientId, text: textFor(from) };
    this.sockets[from]?.emit('message', message);
  }

  async close() {
    for (const socket of this.sockets) socket.disconnect();
  }
}
