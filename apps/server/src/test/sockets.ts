import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { ClientEvent } from '@mentorbridge/domain/api/realtime';
import { PUBLIC_URL } from './test-app.ts';

/** A real WebSocket client, as a browser tab would connect, collecting what it receives. */
export function connectSocket(url: string, headers: Record<string, string>) {
  const socket = new WebSocket(url, { headers });
  const received: Record<string, unknown>[] = [];
  socket.on('message', (data) =>
    received.push(JSON.parse(String(data)) as Record<string, unknown>),
  );
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  return { socket, received, closed, opened };
}

/** Waits until `check` holds, polling; fails after `timeoutMs`. */
export async function until(
  check: () => boolean | Promise<boolean>,
  timeoutMs = 3_000,
): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * A tab of a signed-in person on a listening app, over a real WebSocket: what it was sent (`of`
 * a type), `send` an event, `settled` once everything it sent was handled (a ping's pong comes
 * after), and `close`.
 */
export async function openTab(app: FastifyInstance, cookie: string) {
  const port = (app.server.address() as AddressInfo).port;
  const tab = connectSocket(`ws://127.0.0.1:${port}/api/ws`, { cookie, origin: PUBLIC_URL });
  await tab.opened;
  const of = (type: string) => tab.received.filter((event) => event.type === type);
  const send = (event: ClientEvent) => tab.socket.send(JSON.stringify(event));
  const settled = async () => {
    const before = of('pong').length;
    send({ type: 'ping' });
    await until(() => of('pong').length > before);
  };
  const close = async () => {
    tab.socket.close();
    await tab.closed;
  };
  return { ...tab, of, send, settled, close };
}
