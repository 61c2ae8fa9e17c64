import { type Kysely, sql } from 'kysely';
import { runAsNamedStatement } from '../../db/named-statements.ts';
import type { Database } from '../../db/schema.ts';

/** What a send asks before its chat: the standing version now, and whether its client id is used. */
export interface SendingStanding {
  version: number;
  clientIdUsed: boolean;
}

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

  constructor(private readonly db: Kysely<Database>) {}

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
          const { version, used } = await readBatch(this.db, batch);
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

async function readBatch(
  db: Kysely<Database>,
  batch: readonly Pick<Waiting, 'senderId' | 'clientId'>[],
): Promise<{ version: number; used: Set<number> }> {
  const query = sql<{ version: string | number; used: number[] | null }>`
    select (select version from chat_standing_version where id = 1) as version,
      (select array_agg(asked.place) from unnest(
          ${batch.map((each) => each.senderId)}::text[],
          ${batch.map((each) => each.clientId)}::text[]
        ) with ordinality as asked(sender_id, client_id, place)
        where exists (select 1 from messages m
            where m.sender_id = asked.sender_id and m.client_id = asked.client_id)
          or exists (select 1 from held_messages h
            where h.sender_id = asked.sender_id and h.client_id = asked.client_id)
      ) as used`.compile(db);
  runAsNamedStatement(query.sql);
  const { rows } = await db.executeQuery(query);
  const [row] = rows;
  if (row?.version == null) {
    throw new Error('chat_standing_version has no row: the migrations did not run');
  }
  return { version: Number(row.version), used: new Set((row.used ?? []).map(Number)) };
}

const batchesByDatabase = new WeakMap<Kysely<Database>, SendingStandingBatches>();

/** A send's first question, asked with the others of this turn (PostgreSQL only). */
export function askWithThisTurn(
  db: Kysely<Database>,
  sender: { senderId: string; clientId: string },
): Promise<SendingStanding> {
  let batches = batchesByDatabase.get(db);
  if (!batches) batchesByDatabase.set(db, (batches = new SendingStandingBatches(db)));
  return batches.ask(sender.senderId, sender.clientId);
}
