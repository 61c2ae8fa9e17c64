import type { AppContext } from '../app-context.ts';
import { mailThrottle, takeAttempt } from '../lib/throttle/throttle.ts';
import type { Mail } from './mailer.ts';

/** Sends a mail unless its recipient already got too many this hour; never says which. */
export async function sendMail(
  deps: Pick<AppContext, 'db' | 'mailer'>,
  mail: Mail,
  now: number,
): Promise<void> {
  if (await takeAttempt(deps.db, `mail:${mail.to}`, mailThrottle, now)) {
    await deps.mailer.send(mail);
  }
}
