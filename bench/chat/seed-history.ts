import SqliteDatabase from 'better-sqlite3';
import { sqliteFileIn } from '../../apps/server/src/db/database.ts';
import { newMessageId } from '../../apps/server/src/features/chat/service.ts';
import { textFor } from './chat-clients.ts';
import type { SeededPair } from './seed-pairs.ts';

const DAY_MS = 86_400_000;

/**
 * Months of talk in each seeded chat, written straight into the SQLite file of a data folder:
 * `perChat` messages each, taking turns, over the past year. A backup then copies a database
 * the size a school's would be after a while, not an empty one. Answers how many were written.
 */
export function seedChatHistory(
  dataDir: string,
  pairs: readonly SeededPair[],
  perChat: number,
): number {
  const sqlite = new SqliteDatabase(sqliteFileIn(dataDir));
  try {
    const insert = sqlite.prepare(
      `INSERT INTO messages (id, chat_id, seq, sender_id, text, image_key, client_id, created_at)
       VALUES (?, ?, ?, ?, ?, NULL, ?, ?)`,
    );
    // Both have read their chat to its end, as people do: a year of unread messages would have
    // the server mail every member about them as it starts.
    const seen = sqlite.prepare(
      'INSERT INTO chat_reads (chat_id, user_id, seen_up_to) VALUES (?, ?, ?)',
    );
    const since = Date.now() - 365 * DAY_MS;
    const step = (365 * DAY_MS) / perChat;
    sqlite.transaction(() => {
      for (const pair of pairs) {
        for (let seq = 1; seq <= perChat; seq++) {
          const sentAt = Math.round(since + seq * step);
          const sender = seq % 2 === 1 ? pair.mentee : pair.mentor;
          insert.run(
            newMessageId(),
            pair.chatId,
            seq,
            sender.id,
            textFor(seq),
            `history-${seq}`,
            sentAt,
          );
        }
        for (const member of [pair.mentor, pair.mentee]) seen.run(pair.chatId, member.id, perChat);
      }
    })();
    return pairs.length * perChat;
  } finally {
    sqlite.close();
  }
}

/** How many messages the data folder's database holds now (a running server's included). */
export function messagesIn(dataDir: string): number {
  const sqlite = new SqliteDatabase(sqliteFileIn(dataDir), { readonly: true });
  try {
    return (sqlite.prepare('SELECT count(*) AS count FROM messages').get() as { count: number })
      .count;
  } finally {
    sqlite.close();
  }
}
