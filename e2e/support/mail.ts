import { expect } from '@playwright/test';
import type { CaughtMail } from '@mentorbridge/testing/mail-catcher';
import { MAIL_API_PORT } from './ports.ts';

/** The newest mail that reached an address, as the catcher's SMTP server received it. */
export async function waitForMail(to: string): Promise<CaughtMail> {
  let newest: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${MAIL_API_PORT}/mails?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as CaughtMail[];
        newest = mails.at(-1);
        return mails.length;
      },
      { message: `a mail to ${to}` },
    )
    .toBeGreaterThan(0);
  if (!newest) throw new Error('unreachable: the poll saw a mail');
  return newest;
}

/** The newest mail to an address whose subject starts with `subject`, once it has come. */
export async function waitForMailAbout(to: string, subject: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `http://127.0.0.1:${MAIL_API_PORT}/mails?to=${encodeURIComponent(to)}`,
        );
        const mails = (await response.json()) as CaughtMail[];
        found = mails.filter((mail) => mail.subject.startsWith(subject)).at(-1);
        return found !== undefined;
      },
      { message: `a mail to ${to} about "${subject}"` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll saw the mail');
  return found;
}
