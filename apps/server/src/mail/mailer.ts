import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One email to send. */
export interface Mail {
  /**
   * What the mail is, in a few fixed words (`verification`, `request.received`): what the logs
   * name, never its address or subject, which can name a child.
   */
  kind: string;
  /**
   * The person the mail names besides its recipient (a request's mentee, a message's sender):
   * while it is not yet sent, erasing their account takes it away too.
   */
  aboutUserId?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, such as List-Unsubscribe on notification mails. */
  headers?: Record<string, string>;
}

/** Sends mail through SMTP, or writes it to the outbox folder when no SMTP server is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  log: FastifyBaseLogger;
}

export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // Short time-outs, so a send ends well within the outbox's claim on its mail (mail-outbox.ts).
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send({ to, subject, text, html, headers }) {
        await transport.sendMail({ from, to, subject, text, html, headers });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ kind, to, subject, text, html, headers }) {
      const info = await transport.sendMail({ from, to, subject, text, html, headers });
      await fs.mkdir(outboxDir, { recursive: true });
      // Time first, so names sort by when they were written; the random part keeps two mails
      // to one address in the same millisecond (a reminder and an expiry) from overwriting.
      const unique = randomBytes(3).toString('hex');
      const name = `${Date.now()}-${unique}-${to.replace(/[^a-z0-9@.-]/gi, '_')}`;
      const file = path.join(outboxDir, `${name}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The same mail as plain text, to read in a terminal (the .eml is encoded).
      await fs.writeFile(
        path.join(outboxDir, `${name}.txt`),
        `To: ${to}\nSubject: ${subject}\n\n${text}\n`,
      );
      // The local stand-in for an inbox. The log names the mail's kind and the file's folder,
      // never the link in it (a one-time key to an account) nor whom it is to: logs are kept and
      // shared more widely than mail.
      log.info({ kind, folder: outboxDir }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
