import path from 'node:path';
import Database from 'better-sqlite3';
import { type AppServer, mainApp } from './app-servers.ts';

/**
 * Moves a chat's first day `days` into the past, as if the pair had been talking since, so its
 * check-ins fall due now (decision 060): the main app's database is written directly, as a clock
 * cannot be moved for a running server.
 */
export function backdateChat(chatId: string, days: number, server: AppServer = mainApp): void {
  const db = new Database(path.join(server.dataDir, 'mentorbridge.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const changed = db
      .prepare('update mentor_requests set updated_at = ? where id = ?')
      .run(Date.now() - days * 86_400_000, chatId);
    if (changed.changes !== 1) throw new Error(`no chat ${chatId}`);
  } finally {
    db.close();
  }
}
