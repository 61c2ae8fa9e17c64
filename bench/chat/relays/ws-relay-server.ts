import http from 'node:http';
import { type WebSocket, WebSocketServer } from 'ws';

/**
 * A `ws` server on PORT, as both `ws` relays share it: each client connects with its number in
 * the query, and every text it sends goes to `onMessage`. Answers the open sockets by number.
 */
export function startWsRelay(
  onMessage: (client: number, raw: string) => void,
): Map<number, WebSocket> {
  const sockets = new Map<number, WebSocket>();
  const server = http.createServer((_request, response) => response.end('ok'));
  new WebSocketServer({ server }).on('connection', (socket, request) => {
    const client = Number(new URL(request.url ?? '/', 'http://relay').searchParams.get('client'));
    sockets.set(client, socket);
    socket.on('message', (data) => onMessage(client, String(data)));
    socket.on('close', () => sockets.delete(client));
  });
  server.listen(Number(process.env.PORT), '127.0.0.1');
  return sockets;
}
