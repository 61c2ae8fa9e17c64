import http from 'node:http';
import { startMailCatcher } from '@mentorbridge/testing/mail-catcher';
import { MAIL_API_PORT, SMTP_PORT } from './ports.ts';

// A real SMTP server for the app under test, and a small HTTP window onto what it caught, so the
// journeys can open the links people would find in their inbox.
const catcher = await startMailCatcher(SMTP_PORT);

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  const to = url.searchParams.get('to')?.toLowerCase();
  const mails = to ? catcher.mails.filter((mail) => mail.to.includes(to)) : catcher.mails;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(mails));
});
server.listen(MAIL_API_PORT, '127.0.0.1');

const stop = () => {
  server.close();
  void catcher.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
