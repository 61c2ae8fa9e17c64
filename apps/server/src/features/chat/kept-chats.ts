import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  type ChatRecord,
  readChat,
  readSendingStanding,
  readStandingChanges,
  readStandingVersion,
} from './chat-standing-repository.ts';

/** Chats kept at most in a process; past that, the one kept longest goes first. */
const MAX_KEPT_CHATS = 10_000;

/**
 * The most versions a process catches up on by reading whom they touched. Further behind (a
 * process that answered no chat call for long, under many changes), it forgets every chat
 * instead: reading again the few chats then in use costs less than reading the whole log.
 */
const MAX_VERSIONS_CAUGHT_UP = 1_000;

/**
 * Chats with their standing, kept in this process between calls, all true at one standing version
 * (decision 035). Every change to what a chat's access check reads moves that version in the same
 * transaction, and logs whom it touched under the new version (the migrations `2026-11-30T0600-
 * chat-standing-version` and `2026-12-08T0600-chat-standing-changes`). When a read answers a newer
 * version, the process catches up: it reads whom the versions in between touched and forgets only
 * their chats (decision 053); if the log no longer holds every one of them, it forgets all.
 *
 * Versions only move forward, and catch-ups run one at a time, so they apply in order. A call is
 * answered from the kept chats only once the process has caught up to the version the call read,
 * and a chat read in full is kept only if it was read under exactly that version: one read under
 * an older version (a statement that started before a change was committed) or a newer one (a
 * change committed since) is not kept.
 */
class KeptChats {
  /** The version every kept chat is true at; none before the first read. */
  private version = -Infinity;
  /** The newest version a read has answered: where the next catch-up goes. */
  private newest = -Infinity;
  /** The catch-up under way, which every read of a newer version waits for. */
  private catchingUp: Promise<void> | undefined;
  private readonly chats = new Map<string, ChatRecord>();
  /** The kept chats of each member, mentor or mentee, by id. */
  private readonly chatsOf = new Map<string, Set<string>>();
  /** Chats read in full instead of answered as kept, since the process started. */
  fullReads = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** The chat as kept under `version`, the version a read has just answered. */
  async get(chatId: string, version: number): Promise<ChatRecord | undefined> {
    if (version > this.version) await this.catchUpTo(version);
    return version === this.version ? this.chats.get(chatId) : undefined;
  }

  /** Keeps a chat read under `version`, if that is the version the kept chats are true at. */
  keep(chat: ChatRecord, version: number): void {
    if (version !== this.version) return;
    this.forget(chat.id);
    if (this.chats.size >= MAX_KEPT_CHATS) {
      const oldest = this.chats.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.chats.set(chat.id, chat);
    for (const member of [chat.mentorId, chat.menteeId]) {
      let ids = this.chatsOf.get(member);
      if (!ids) this.chatsOf.set(member, (ids = new Set()));
      ids.add(chat.id);
    }
  }

  private async catchUpTo(version: number): Promise<void> {
    this.newest = Math.max(this.newest, version);
    // A catch-up under way may stop short of `version`: the next one goes to the newest.
    while (this.version < version) {
      this.catchingUp ??= this.catchUp().finally(() => {
        this.catchingUp = undefined;
      });
      await this.catchingUp;
    }
  }

  /**
   * Forgets the chats the versions after the kept one touched, up to the newest a read answered.
   * The log's read starts after that read answered, so it sees every change up to it (versions
   * commit in order). Chats kept while it runs are true at the old version, and are forgotten
   * with the rest if touched.
   */
  private async catchUp(): Promise<void> {
    const after = this.version;
    const upTo = this.newest;
    const changes =
      upTo - after <= MAX_VERSIONS_CAUGHT_UP
        ? await readStandingChanges(this.db, { after, upTo })
        : undefined;
    // Every version in between leaves at least one row, unless the sweep took it.
    if (changes && new Set(changes.map((change) => change.version)).size === upTo - after) {
      for (const { userId } of changes) {
        for (const chatId of [...(this.chatsOf.get(userId) ?? [])]) this.forget(chatId);
      }
    } else {
      this.chats.clear();
      this.chatsOf.clear();
    }
    this.version = upTo;
  }

  private forget(chatId: string) {
    const chat = this.chats.get(chatId);
    if (!chat) return;
    this.chats.delete(chatId);
    for (const member of [chat.mentorId, chat.menteeId]) {
      const ids = this.chatsOf.get(member);
      ids?.delete(chatId);
      if (ids?.size === 0) this.chatsOf.delete(member);
    }
  }
}

const keptByDatabase = new WeakMap<Kysely<Database>, KeptChats>();

/** A database's kept chats; none for a transaction, which may see its own uncommitted changes. */
function keptChatsOf(db: Kysely<Database>): KeptChats | undefined {
  if (db.isTransaction) return undefined;
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new KeptChats(db)));
  return kept;
}

async function keptOrRead(
  db: Kysely<Database>,
  chatId: string,
  version: number,
): Promise<ChatRecord | undefined> {
  const kept = keptChatsOf(db);
  const chat = await kept?.get(chatId, version);
  if (chat) return chat;
  if (kept) kept.fullReads += 1;
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

/**
 * How many chats this database's process has read in full rather than answered as kept: how a
 * test sees that a chat outlived a change that did not touch it.
 */
export function fullChatReadsOf(db: Kysely<Database>): number {
  return keptByDatabase.get(db)?.fullReads ?? 0;
}
