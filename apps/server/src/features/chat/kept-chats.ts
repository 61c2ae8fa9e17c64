import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type ChatRecord,
  readChat,
  readSendingStanding,
  readStandingVersion,
} from './chat-standing-repository.ts';

/** Chats kept at most in a process; past that, the one kept longest goes first. */
const MAX_KEPT_CHATS = 10_000;

/**
 * Chats with their standing, kept in this process between calls under the standing version they
 * were read at (decision 035). Every change to what a chat's access check reads moves that version
 * in the same transaction (the triggers of the migration `2026-11-30T0600-chat-standing-version`),
 * so a kept chat is answered only while nothing it was read from has changed, written by this
 * process or any other. Versions only move forward: a read that answers an older one (a statement
 * that started before a change was committed) is neither answered from nor kept.
 */
class KeptChats {
  private version = -Infinity;
  private readonly chats = new Map<string, ChatRecord>();

  /** The chat as kept under `version`, the version a read has just answered. */
  get(chatId: string, version: number): ChatRecord | undefined {
    this.follow(version);
    return version === this.version ? this.chats.get(chatId) : undefined;
  }

  /** Keeps a chat read under `version`. */
  keep(chat: ChatRecord, version: number): void {
    this.follow(version);
    if (version !== this.version) return;
    if (this.chats.size >= MAX_KEPT_CHATS) {
      const oldest = this.chats.keys().next().value;
      if (oldest !== undefined) this.chats.delete(oldest);
    }
    this.chats.set(chat.id, chat);
  }

  /** Forgets every chat when the version has moved past theirs. */
  private follow(version: number) {
    if (version <= this.version) return;
    this.chats.clear();
    this.version = version;
  }
}

const keptByDatabase = new WeakMap<Kysely<Database>, KeptChats>();

/** A database's kept chats; none for a transaction, which may see its own uncommitted changes. */
function keptChatsOf(db: Kysely<Database>): KeptChats | undefined {
  if (db.isTransaction) return undefined;
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new KeptChats()));
  return kept;
}

async function keptOrRead(
  db: Kysely<Database>,
  chatId: string,
  version: number,
): Promise<ChatRecord | undefined> {
  const kept = keptChatsOf(db);
  const chat = kept?.get(chatId, version);
  if (chat) return chat;
  const read = await readChat(db, chatId);
  if (read) kept?.keep(read.chat, read.version);
  return read?.chat;
}

/** The chat with everything its access checks need: it is on every chat call. */
export async function findChat(
  db: Kysely<Database>,
  chatId: string,
): Promise<ChatRecord | undefined> {
  return keptOrRead(db, chatId, await readStandingVersion(db));
}

/**
 * The chat, as findChat answers it, and whether the sender already used a client id for a message
 * delivered or held: a send's two questions, in one read while the chat is kept.
 */
export async function findChatForSending(
  db: Kysely<Database>,
  { chatId, senderId, clientId }: { chatId: string; senderId: string; clientId: string },
): Promise<{ chat: ChatRecord; clientIdUsed: boolean } | undefined> {
  const { version, clientIdUsed } = await readSendingStanding(db, { senderId, clientId });
  const chat = await keptOrRead(db, chatId, version);
  return chat && { chat, clientIdUsed };
}
