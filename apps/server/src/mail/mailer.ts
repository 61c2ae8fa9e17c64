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
  /** The one link the mail is about, printed in the log when mail goes to the outbox. */
  link?: string;
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
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from, to, subject, text, html });
        log.info({ to, subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${Date.now()}-${to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      // The local stand-in for an inbox: the link is in the log so a newcomer can click it.
      log.info({ to, subject, file, link }, 'mail written to the outbox');
    },
    close: () => transport.close(),
  };
}
