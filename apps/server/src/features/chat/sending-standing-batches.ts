import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a send asks before its chat: the standing version now, and whether its client id is used. */
export interface SendingStanding {
  version: number;
  clientIdUsed: boolean;
}

/** Reads the version once and which of the senders' client ids are used (places from 1). */
export type ReadTogether = (
  db: Kysely<Database>,
  asked: readonly { senderId: string; clientId: string }[],
) => Promise<{ version: number; used: Set<number> }>;

interface Waiting {
  senderId: string;
  clientId: string;
  resolve: (standing: SendingStanding) => void;
  reject: (error: unknown) => void;
}

/** The most sends asked about in one statement; more wait for the next. */
const MAX_BATCH = 256;

/**
 * The sends' first question on PostgreSQL, asked together for every send that arrived in one turn
 * of the event loop (decision 053), as their messages are written together (decision 032): one
 * round trip and one run of a prepared statement for the lot, where each send took its own. The
 * version is one number for the batch, read in the same statement as the client ids.
 */
class SendingStandingBatches {
  private waiting: Waiting[] = [];
  private asking = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly readTogether: ReadTogether,
  ) {}

  ask(senderId: string, clientId: string): Promise<SendingStanding> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ senderId, clientId, resolve, reject });
      // setImmediate runs after every socket read of this turn has had its chance to add one.
      if (this.waiting.length === 1 && !this.asking) setImmediate(() => void this.askAll());
    });
  }

  private async askAll(): Promise<void> {
    this.asking = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, MAX_BATCH);
        try {
          const { version, used } = await this.readTogether(this.db, batch);
          batch.forEach((waiting, index) =>
            waiting.resolve({ version, clientIdUsed: used.has(index + 1) }),
          );
        } catch (error) {
          for (const waiting of batch) waiting.reject(error);
        }
      }
    } finally {
      this.asking = false;
    }
  }
}

const batchesByDatabase = new WeakMap<Kysely<Database>, SendingStandingBatches>();

/** A send's first question, asked with the others of this turn (PostgreSQL only). */
export function askWithThisTurn(
  db: Kysely<Database>,
  sender: { senderId: string; clientId: string },
  readTogether: ReadTogether,
): Promise<SendingStanding> {
  let batches = batchesByDatabase.get(db);
  if (!batches) batchesByDatabase.set(db, (batches = new SendingStandingBatches(db, readTogether)));
  return batches.ask(sender.senderId, sender.clientId);
}
