import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { repeatEvery } from '../lib/repeat.ts';
import type { Mail, Mailer } from './mailer.ts';
import {
  claimDueMail,
  insertOutboxMail,
  markMailFailed,
  markMailSent,
  type OutboxRow,
  pruneOutbox,
} from './mail-outbox-repository.ts';

/** How the outbox paces its work; tests shorten the retries. */
export interface OutboxTimings {
  /** How often a process looks for mail that is due (retries, and mail of processes that died). */
  lookEveryMs: number;
  /**
   * How long a new mail is left to the process that wrote it, for its first try once the event
   * commits; another process takes it after that only if the writer died or the try failed.
   */
  writerFirstMs: number;
  /** The first retry's wait; each next one waits twice as long, up to `retryAtMostMs`. */
  firstRetryMs: number;
  retryAtMostMs: number;
  /** A mail not sent within this of its event is given up on, and logged. */
  giveUpAfterMs: number;
  /** How long a claim holds: longer than a send can take (the transport's time-outs). */
  claimMs: number;
}

export const OUTBOX_TIMINGS: OutboxTimings = {
  lookEveryMs: 2_000,
  writerFirstMs: 10_000,
  firstRetryMs: 5_000,
  retryAtMostMs: 15 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  claimMs: 5 * 60_000,
};

/** Rows of mail sent or given up on (without their words) are kept this long, then removed. */
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;
const BATCH = 20;

interface OutboxLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Mail that survives a crash or an SMTP outage (decision 043). Every mail is a row first, written
 * with the event that causes it when the caller passes its transaction to `enqueue`. `send`
 * (the Mailer the app's features use) writes the row and tries it at once; whatever fails, or
 * was written in a transaction, the sender finds on its next look and retries with back-off for
 * a day. Each try is claimed first, so a mail goes through one process at a time.
 */
export interface MailOutbox extends Mailer {
  /**
   * Writes a mail with `db` (the event's transaction); it goes after the commit. It is due by
   * the outbox's own clock, whatever moment its event was run for (a sweep run for a given time).
   */
  enqueue(db: Kysely<Database>, mail: Mail): Promise<string>;
  /** Tries one written mail now; a failure leaves it to the sender's retries. */
  deliver(id: string): Promise<void>;
  /** Looks for due mail every `lookEveryMs` until the returned function is called. */
  start(): () => Promise<void>;
}

export function createMailOutbox({
  db,
  transport,
  log,
  timings = OUTBOX_TIMINGS,
}: {
  db: Kysely<Database>;
  transport: Mailer;
  log: OutboxLog;
  timings?: OutboxTimings;
}): MailOutbox {
  const retryWait = (attempts: number) =>
    Math.min(timings.firstRetryMs * 2 ** Math.max(0, attempts - 1), timings.retryAtMostMs);

  const attempt = async (row: OutboxRow) => {
    const mail: Mail = {
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
    };
    // A mail is named by its row and kind, never its address or subject: a subject can name a
    // child, and logs are kept and read more widely than mail (docs/retention.md).
    const named = { mailId: row.id, kind: row.kind };
    try {
      await transport.send(mail);
      await markMailSent(db, row.id, Date.now());
      log.info(named, 'mail sent');
    } catch (error) {
      const now = Date.now();
      const message = error instanceof Error ? error.message : String(error);
      const givingUp = now - row.created_at >= timings.giveUpAfterMs;
      await markMailFailed(db, row.id, {
        error: message,
        retryAt: now + retryWait(row.attempts),
        giveUpAt: givingUp ? now : null,
      });
      if (givingUp) {
        log.error(
          // An SMTP server's refusal may quote the address it refused.
          { ...named, attempts: row.attempts, err: message.replace(/\S+@\S+/g, '(an address)') },
          'mail given up: not sent within a day',
        );
      }
    }
  };

  const sendDue = async (id?: string) => {
    const now = Date.now();
    const claimed = await claimDueMail(db, {
      now,
      until: now + timings.claimMs,
      limit: id ? 1 : BATCH,
      id,
    });
    for (const row of claimed) await attempt(row);
    return claimed.length;
  };

  const enqueue = (into: Kysely<Database>, mail: Mail) => {
    const now = Date.now();
    return insertOutboxMail(into, mail, { now, dueAt: now + timings.writerFirstMs });
  };

  const deliver = async (id: string) => {
    await sendDue(id);
  };

  return {
    enqueue,
    deliver,
    async send(mail) {
      await deliver(await enqueue(db, mail));
    },
    start() {
      let lastPrune = 0;
      return repeatEvery(
        timings.lookEveryMs,
        async () => {
          while ((await sendDue()) === BATCH);
          if (Date.now() - lastPrune > 60 * 60_000) {
            lastPrune = Date.now();
            await pruneOutbox(db, lastPrune - KEEP_FINISHED_MS);
          }
        },
        { log, name: 'mail outbox' },
      );
    },
    close: () => transport.close(),
  };
}
