import WebSocket from 'ws';

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
