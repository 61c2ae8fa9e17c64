import { MAIL_API_PORT, MEETING_ORIGIN } from './ports.ts';

/** The real SMTP server every journey reads its mail from, with an HTTP window onto it. */
export const mailCatcherServer = {
  command: 'tsx support/mail-catcher-server.ts',
  url: `http://127.0.0.1:${MAIL_API_PORT}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
};

/** The local stand-in for the public video-meeting service, which is unreachable here. */
export const meetingStandInServer = {
  command: 'tsx support/meeting-stand-in-server.ts',
  url: `${MEETING_ORIGIN}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
};
