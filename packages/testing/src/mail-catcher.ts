import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as a test reads it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML part; empty when the mail had none. */
  html: string;
  /** Every header, by lower-cased name, as it was sent (folded lines joined). */
  headers: Record<string, string>;
}

/** A real SMTP server on loopback that keeps every mail it receives. */
export interface MailCatcher {
  port: number;
  smtpUrl: string;
  mails: CaughtMail[];
  /** Waits for the newest mail to an address, for at most `timeoutMs`. */
  waitForMail(to: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

export async function startMailCatcher(port = 0): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = [parsed.to ?? []]
            .flat()
            .flatMap((address) =>
              address.value.map((entry) => (entry.address ?? '').toLowerCase()),
            );
          const headers = Object.fromEntries(
            parsed.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n\s+/g, ' ')
                .trim(),
            ]),
          );
          mails.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html || '',
            headers,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    smtpUrl: `smtp://127.0.0.1:${actualPort}`,
    mails,
    async waitForMail(to, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.findLast((candidate) => candidate.to.includes(address));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail reached ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link of a mail's text. */
export function firstLink(mail: CaughtMail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`mail "${mail.subject}" holds no link`);
  return link;
}
