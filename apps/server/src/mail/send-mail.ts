import type { AppContext } from '../app-context.ts';
import { mailThrottle, takeAttempt } from '../lib/throttle/throttle.ts';
import type { MailOutbox } from './mail-outbox.ts';
import type { Mail } from './mailer.ts';

type Deps = Pick<AppContext, 'db' | 'mailer'>;

/**
 * Sends a mail unless its recipient already got too many this hour; never says which. Inside
 * `withMail` it is written with the event's transaction and goes once that commits; otherwise it
 * is written and tried at once. Either way it is in the outbox before this resolves.
 */
export async function sendMail(deps: Deps, mail: Mail, now: number): Promise<void> {
  if (!(await takeAttempt(deps.db, `mail:${mail.to}`, mailThrottle, now))) return;
  if (deps.db.isTransaction) await deps.mailer.enqueue(deps.db, mail, now);
  else await deps.mailer.send(mail);
}

/**
 * Runs an event in one transaction with the mails it causes (decision 043): both are stored or
 * neither is, so a crash between them cannot lose the mail. The mails are tried once it commits.
 */
export async function withMail<D extends Deps, T>(
  deps: D,
  event: (deps: D) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  const outbox = deps.mailer;
  const recording: MailOutbox = {
    ...outbox,
    async enqueue(db, mail, now) {
      const id = await outbox.enqueue(db, mail, now);
      written.push(id);
      return id;
    },
  };
  const result = await deps.db
    .transaction()
    .execute((trx) => event({ ...deps, db: trx, mailer: recording }));
  for (const id of written) await outbox.deliver(id);
  return result;
}
