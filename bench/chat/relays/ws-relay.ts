/**
 * The bare baseline: a `ws` server that passes each message to the partner named in it and
 * echoes it to the sender, with no sign-in, no checks and no database.
 */
import http from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

const sockets = new Map<number, WebSocket>();
const server = http.createServer((_request, response) => response.end('ok'));
const relay = new WebSocketServer({ server });

relay.on('connection', (socket, request) => {
  const client = Number(new URL(request.url ?? '/', 'http://relay').searchParams.get('client'));
  sockets.set(client, socket);
  socket.on('message', (data) => {
    const text = String(data);
    const { to } = JSON.parse(text) as { to: number };
    sockets.get(to)?.send(text);
    socket.send(text);
  });
  socket.on('close', () => sockets.delete(client));
});

server.listen(Number(process.env.PORT), '127.0.0.1');
