import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A delivered message whose words suggest grooming or self-harm, as a lead reviews it. */
export interface SafetyFlagRecord {
  id: string;
  chatId: string;
  senderId: string;
  text: string;
  /** A check-in's rating when the flagged words are a check-in's line; null for a message. */
  checkInRating: number | null;
  kinds: string[];
  createdAt: number;
}

export async function insertSafetyFlag(
  db: Kysely<Database>,
  flag: { messageId: string; kinds: readonly string[]; now: number },
): Promise<void> {
  await db
    .insertInto('safety_flags')
    .values({
      id: randomUUID(),
      message_id: flag.messageId,
      kinds: flag.kinds.join(','),
      status: 'open',
      created_at: flag.now,
    })
    .execute();
}

/** Open flags with their message, newest first. */
export async function listOpenFlags(db: Kysely<Database>): Promise<SafetyFlagRecord[]> {
  const rows = await db
    .selectFrom('safety_flags as f')
    .innerJoin('messages as m', 'm.id', 'f.message_id')
    .select(['f.id', 'f.kinds', 'f.created_at', 'm.chat_id', 'm.sender_id', 'm.text'])
    .where('f.status', '=', 'open')
    .orderBy('f.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    text: row.text,
    checkInRating: null,
    kinds: row.kinds.split(','),
    createdAt: row.created_at,
  }));
}
