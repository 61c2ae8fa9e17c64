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
