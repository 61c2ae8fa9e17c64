import type { AppContext } from '../app-context.ts';
import { mailThrottle, takeAttempt } from '../lib/throttle/throttle.ts';
import type { MailOutbox } from './mail-outbox.ts';
import type { Mail } from './mailer.ts';

type Deps = Pick<AppContext, 'db' | 'mailer'>;

/**
 * Puts a mail in the outbox. Inside `withMail` it is written with the event's transaction and
 * goes once that commits; otherwise it is written and tried at once.
 */
export async function postMail(deps: Deps, mail: Mail): Promise<void> {
  if (deps.db.isTransaction) await deps.mailer.enqueue(deps.db, mail);
  else await deps.mailer.send(mail);
}

/**
 * Sends a mail unless its recipient already got too many this hour; never says which. Either
 * way it is in the outbox before this resolves. For mail anyone can cause by naming an address
 * (a sign-up, a reset link, a guardian's or caregiver's first mail): it caps what a stranger can
 * send to someone's inbox (decision 007). Mail a checked person's act causes (a mentor's accept,
 * a caregiver's pause, a lead's warning, a coordinator's consent, the monthly summary) goes by
 * `postMail`, uncapped, as dropping it would lose what a parent or a lead must hear (decision 065).
 */
export async function sendMail(deps: Deps, mail: Mail, now: number): Promise<void> {
  if (!(await takeAttempt(deps.db, `mail:${mail.to}`, mailThrottle, now))) return;
  await postMail(deps, mail);
}

/**
 * Runs an event in one transaction with the mails it causes (decision 043): both are stored or
 * neither is, so a crash between them cannot lose the mail. The answer waits for each mail's
 * first try, for mail the person waits for (a sign-up's link). Inside another `withMail`, the
 * event joins that one's transaction and its mails go with that one's.
 */
export function withMail<D extends Deps, T>(deps: D, event: (deps: D) => Promise<T>): Promise<T> {
  return inMailTransaction(deps, event, async (ids) => {
    for (const id of ids) await deps.mailer.deliver(id);
  });
}

/**
 * As `withMail`, but the first tries run after the answer: a slow or failing mail server never
 * slows or fails the action (a request, an answer, a notice).
 */
export function withMailInBackground<D extends Deps & Pick<AppContext, 'background'>, T>(
  deps: D,
  event: (deps: D) => Promise<T>,
): Promise<T> {
  return inMailTransaction(deps, event, async (ids) => {
    for (const id of ids) deps.background.run('mail', () => deps.mailer.deliver(id));
  });
}

async function inMailTransaction<D extends Deps, T>(
  deps: D,
  event: (deps: D) => Promise<T>,
  deliver: (ids: string[]) => Promise<void>,
): Promise<T> {
  if (deps.db.isTransaction) return event(deps);
  const written: string[] = [];
  const outbox = deps.mailer;
  const recording: MailOutbox = {
    ...outbox,
    async enqueue(db, mail) {
      const id = await outbox.enqueue(db, mail);
      written.push(id);
      return id;
    },
  };
  const result = await deps.db
    .transaction()
    .execute((trx) => event({ ...deps, db: trx, mailer: recording }));
  await deliver(written);
  return result;
}
