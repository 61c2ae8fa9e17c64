import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { insertMessageGroup } from './group-repository.ts';
import type { NewMessage } from './repository.ts';

/** The most messages written in one group; more wait for the next. */
const MAX_GROUP = 256;

interface Waiting {
  message: NewMessage;
  resolve: (seq: number) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (decision 032): the messages that reach the store in one turn of the event loop
 * are written together, in one transaction on SQLite and one statement on PostgreSQL, and each
 * promise settles only after that commit. A message is acknowledged and passed on only once its
 * promise settles, so "acknowledged" still means "committed". While a group is being written,
 * what arrives waits and goes in the next one.
 */
class MessageGroups {
  private waiting: Waiting[] = [];
  private writing = false;

  constructor(private readonly db: Kysely<Database>) {}

  add(message: NewMessage): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ message, resolve, reject });
      // setImmediate runs after every socket read of this turn has had its chance to add one.
      if (this.waiting.length === 1 && !this.writing) setImmediate(() => void this.writeAll());
    });
  }

  private async writeAll(): Promise<void> {
    this.writing = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.waiting.splice(0, MAX_GROUP);
        try {
          const written = await insertMessageGroup(
            this.db,
            group.map(({ message }) => message),
          );
          group.forEach((waiting, index) => {
            const outcome = written[index];
            if (outcome && 'seq' in outcome) waiting.resolve(outcome.seq);
            else waiting.reject(outcome?.error ?? new Error('the message was not written'));
          });
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.writing = false;
    }
  }
}

const groupsByDatabase = new WeakMap<Kysely<Database>, MessageGroups>();

/**
 * Stores a message as its chat's next, written with the others of this turn; answers its
 * position once committed. A clash on a unique key rejects with the database's error, as a single
 * insert would, so the caller's retry and duplicate handling stay as they were.
 */
export function storeMessage(db: Kysely<Database>, message: NewMessage): Promise<number> {
  let groups = groupsByDatabase.get(db);
  if (!groups) groupsByDatabase.set(db, (groups = new MessageGroups(db)));
  return groups.add(message);
}
