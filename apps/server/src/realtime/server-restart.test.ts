import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Sqlite from 'better-sqlite3';
import WebSocket from 'ws';
import type { ChatMessage } from '@mentorbridge/domain/api/chat';
import { sqliteFileIn } from '../db/database.ts';
import { demoMentor, demoWaitingMentee } from '../db/seed/demo-accounts.ts';
import { freePort, logInDemo, startServer } from '../test/server-process.ts';

const MESSAGES = 60;
/** The server is killed once this many messages are acknowledged. */
const KILL_AFTER = 20;

/**
 * A chat member as the web app behaves: a socket that reconnects, live messages applied in
 * order, and a catch-up from the last known position after every (re)connect or gap.
 */
class ChatMember {
  readonly messages: ChatMessage[] = [];
  private socket: WebSocket | undefined;
  private closed = false;

  constructor(
    private readonly base: string,
    private readonly cookie: string,
    private readonly chatId: string,
  ) {}

  connect(): void {
    if (this.closed) return;
    const socket = new WebSocket(`${this.base.replace('http', 'ws')}/api/ws`, {
      headers: { cookie: this.cookie, origin: this.base },
    });
    this.socket = socket;
    socket.on('open', () => void this.catchUp());
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; message?: ChatMessage };
      if (event.type === 'message.created' && event.message) this.apply(event.message);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => setTimeout(() => this.connect(), 200));
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }

  private apply(message: ChatMessage): void {
    const last = this.messages.at(-1)?.seq ?? 0;
    if (message.seq <= last) return;
    if (message.seq === last + 1) this.messages.push(message);
    else void this.catchUp();
  }

  async catchUp(): Promise<void> {
    try {
      const after = this.messages.at(-1)?.seq ?? 0;
      const response = await fetch(
        `${this.base}/api/chats/${this.chatId}/messages?after=${after}`,
        { headers: { cookie: this.cookie } },
      );
      if (!response.ok) return;
      const { messages } = (await response.json()) as { messages: ChatMessage[] };
      for (const message of messages) this.apply(message);
    } catch {
      // The server is away; the next connect catches up.
    }
  }
}

describe('messages and notes survive a server killed mid-burst', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mentorbridge-restart-'));
  let port: number;
  let base: string;
  let server: ChildProcess;

  beforeAll(async () => {
    port = await freePort();
    base = `http://localhost:${port}`;
    const started = startServer(port, dataDir);
    server = started.process;
    await started.ready;
  }, 60_000);

  afterAll(() => {
    server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged message and note exactly once, messages in order on both members, in a sound database', async () => {
    // The demo mentee whose request waits for the demo mentor: their chat starts empty.
    const menteeCookie = await logInDemo(base, demoWaitingMentee.email);
    const mentorCookie = await logInDemo(base, demoMentor.email);
    const session = async (cookie: string) =>
      (
        (await (await fetch(`${base}/api/auth/session`, { headers: { cookie } })).json()) as {
          user: { id: string };
        }
      ).user.id;
    const [menteeId, mentorId] = [await session(menteeCookie), await session(mentorCookie)];
    const post = (cookie: string, url: string, body?: unknown) =>
      fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
    const chatId = `${mentorId}__${menteeId}`;
    expect((await post(mentorCookie, `/api/connections/${chatId}/accept`)).status).toBe(204);

    const mentee = new ChatMember(base, menteeCookie, chatId);
    const mentor = new ChatMember(base, mentorCookie, chatId);
    mentee.connect();
    mentor.connect();

    // The burst: each message retried with its client id until the server acknowledges it.
    const acknowledged: number[] = [];
    // Notes go out once each, between the messages: those answered must all be there.
    const acknowledgedNotes: string[] = [];
    let killed = false;
    let refusedWhileDown = 0;
    for (let number = 1; number <= MESSAGES; number++) {
      for (;;) {
        try {
          const response = await post(menteeCookie, `/api/chats/${chatId}/messages`, {
            clientId: `burst-message-${number}`,
            text: `message ${number}`,
          });
          if (response.ok) break;
        } catch {
          // Connection refused while the server is down: try again.
          refusedWhileDown += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      acknowledged.push(number);
      try {
        const note = await post(menteeCookie, '/api/notes', { content: `note ${number}` });
        if (note.ok) acknowledgedNotes.push(`note ${number}`);
      } catch {
        // Not acknowledged: it may or may not have been stored.
      }
      if (!killed && acknowledged.length === KILL_AFTER) {
        killed = true;
        server.kill('SIGKILL');
        const restarted = startServer(port, dataDir);
        server = restarted.process;
        // The sender carries on at once, retrying until the new process answers.
      }
    }

    // The kill really cut into the burst.
    expect(refusedWhileDown).toBeGreaterThan(0);
    const expected = acknowledged.map((number) => `message ${number}`);
    for (const member of [mentee, mentor]) {
      await expect
        .poll(
          async () => {
            await member.catchUp();
            return member.messages.map((message) => message.text);
          },
          { timeout: 20_000 },
        )
        .toEqual(expected);
      expect(member.messages.map((message) => message.seq)).toEqual(
        expected.map((_, index) => index + 1),
      );
    }
    mentee.close();
    mentor.close();

    const notes = (
      (await (await fetch(`${base}/api/notes`, { headers: { cookie: menteeCookie } })).json()) as {
        notes: { content: string }[];
      }
    ).notes.map((note) => note.content);
    expect(acknowledgedNotes.length).toBeGreaterThan(MESSAGES / 2);
    for (const content of acknowledgedNotes) {
      expect(
        notes.filter((stored) => stored === content),
        content,
      ).toHaveLength(1);
    }
    expect(new Set(notes).size).toBe(notes.length);

    // Killed once more, the file the server leaves behind passes SQLite's own check.
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    const file = new Sqlite(sqliteFileIn(dataDir));
    expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(file.pragma('foreign_key_check')).toEqual([]);
    file.close();
  }, 120_000);
});
