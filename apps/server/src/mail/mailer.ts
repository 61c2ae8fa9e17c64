import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/** One email to send. */
export interface Mail {
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
        log.info({ to, subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html, headers }) {
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
      // The local stand-in for an inbox. The log names the file, never the link in it: a link
      // is a one-time key to an account, and logs are kept and shared more widely than mail.
      log.info({ to, subject, file }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
