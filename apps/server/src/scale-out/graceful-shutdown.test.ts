import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '@mentorbridge/domain/realtime-protocol';
import { demoMentee } from '../db/seed/demo-accounts.ts';
import { connectSocket } from '../test/sockets.ts';
import { freePort, logInDemo, startServer } from '../test/server-process.ts';

/** A POST whose body arrives in two parts, so it can be in flight when the signal comes. */
function slowPost(base: string, urlPath: string, cookie: string, body: string) {
  const request = http.request(`${base}${urlPath}`, {
    method: 'POST',
    headers: {
      cookie,
      origin: base,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  return { finish: () => request.end(body.slice(half)), answered };
}

describe('a server process stopped by SIGTERM', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-shutdown-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('tells its sockets to reconnect, answers the request in flight, refuses new ones and exits cleanly', async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const server = startServer(port, dataDir);
    await server.ready;
    const exited = new Promise<number | null>((resolve) => server.process.once('exit', resolve));
    const cookie = await logInDemo(base, demoMentee.email);
    const socket = connectSocket(`ws://localhost:${port}/api/ws`, { cookie, origin: base });
    await socket.opened;

    const inFlight = slowPost(base, '/api/notes', cookie, JSON.stringify({ content: 'kept' }));
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.process.kill('SIGTERM');

    expect(await socket.closed).toBe(realtimeCloseCodes.serverRestarting);
    inFlight.finish();
    const answer = await inFlight.answered;
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body)).toMatchObject({ content: 'kept' });
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  }, 60_000);
});
