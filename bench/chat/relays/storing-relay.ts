/**
 * The bare `ws` relay, plus one thing: each message is stored in SQLite before it is passed on,
 * as MentorBridge stores it (decision 026): the messages table's columns and unique keys, the
 * chat's next position taken in the insert, WAL with synchronous NORMAL, checkpointed by the
 * server's own checkpoint worker with the server's backstop threshold. No sign-in, no checks, no
 * masking. Its highest rate is the most any server that
 * stores every message in the embedded database before acknowledging it can sustain on the core.
 *
 * COMMIT=each commits every message on its own, as MentorBridge does; COMMIT=tick commits every
 * message that arrived in one turn of the event loop together, then passes them on.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { checkpointInWorker } from '../../../apps/server/src/db/wal-checkpointer.ts';
import { startWsRelay } from './ws-relay-server.ts';

const commitEachTick = process.env.COMMIT === 'tick';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'storing-relay-'));
const db = new SqliteDatabase(path.join(folder, 'messages.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
// As the server's connection (db/database.ts): the worker checkpoints, and this threshold is only
// a backstop. Checkpointing on this thread made the relay wait for the disk's fsync (about 10 ms
// each, twice per checkpoint), a stall the server does not have.
db.pragma('wal_autocheckpoint = 10000');
const stopCheckpoints = checkpointInWorker(db.name, (message) => console.error(message));
db.exec(`create table messages (
  id text primary key, chat_id text not null, seq integer not null, sender_id text not null,
  text text not null, client_id text not null, created_at integer not null,
  unique (chat_id, seq), unique (sender_id, client_id))`);
const insert = db.prepare(`insert into messages values
  (?, ?, coalesce((select max(seq) from messages where chat_id = ?), 0) + 1, ?, ?, ?, ?)`);
// Ids as long as MentorBridge's: a user id is a UUID, a chat id two of them.
const userIds = new Map<number, string>();
function userId(client: number): string {
  let id = userIds.get(client);
  if (!id) userIds.set(client, (id = randomUUID()));
  return id;
}
const chatId = (a: number, b: number) => `${userId(Math.min(a, b))}__${userId(Math.max(a, b))}`;

interface Arrival {
  from: number;
  to: number;
  clientId: string;
  text: string;
  raw: string;
}
const store = ({ from, to, clientId, text }: Arrival) => {
  const chat = chatId(from, to);
  insert.run(randomUUID(), chat, chat, userId(from), text, clientId, Date.now());
};
const storeTogether = db.transaction((arrivals: Arrival[]) => arrivals.forEach(store));
let waiting: Arrival[] = [];

const deliver = ({ from, to, raw }: Arrival) => {
  sockets.get(to)?.send(raw);
  sockets.get(from)?.send(raw);
};

const sockets = startWsRelay((client, raw) => {
  const { to, clientId, text } = JSON.parse(raw) as { to: number; clientId: string; text: string };
  const arrival = { from: client, to, clientId, text, raw };
  if (!commitEachTick) {
    store(arrival);
    deliver(arrival);
    return;
  }
  waiting.push(arrival);
  if (waiting.length > 1) return;
  setImmediate(() => {
    const arrivals = waiting;
    waiting = [];
    storeTogether(arrivals);
    arrivals.forEach(deliver);
  });
});

process.on('SIGTERM', () => {
  stopCheckpoints();
  db.close();
  fs.rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
