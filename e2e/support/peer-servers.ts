import { MAIL_API_PORT, MEETING_ORIGIN, TURN_PORT } from './ports.ts';
import { TURN_DATA_DIR, TURN_REALM, TURN_RELAY_PORTS, TURN_SECRET } from './turn.ts';

/** The real SMTP server every journey reads its mail from, with an HTTP window onto it. */
export const mailCatcherServer = {
  command: 'tsx support/mail-catcher-server.ts',
  url: `http://127.0.0.1:${MAIL_API_PORT}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
};

/** The local stand-in for a school's own Jitsi (VIDEO_SERVICE=jitsi), unreachable here. */
export const meetingStandInServer = {
  command: 'tsx support/meeting-stand-in-server.ts',
  url: `${MEETING_ORIGIN}/health`,
  reuseExistingServer: false,
  timeout: 30_000,
};

/** coturn's flags for the local relay, each with why it is there. */
const turnFlags = [
  // No configuration file: Debian's /etc/turnserver.conf (logging to syslog) is not read.
  '-n',
  // Only this machine, where the browsers are: TURN over UDP and TCP on one port.
  '--listening-ip=127.0.0.1',
  `--listening-port=${TURN_PORT}`,
  // Relayed media leaves from this machine's loopback address, on a few ports only.
  '--relay-ip=127.0.0.1',
  `--min-port=${TURN_RELAY_PORTS.min}`,
  `--max-port=${TURN_RELAY_PORTS.max}`,
  // The peers are browsers on 127.0.0.1, which coturn refuses to relay to unless told.
  '--allow-loopback-peers',
  // The TURN REST scheme the app signs passwords with: username `{expiry}:{userId}`, password
  // base64 HMAC-SHA1 of it under this shared secret, checked with no user database entry.
  '--use-auth-secret',
  `--static-auth-secret=${TURN_SECRET}`,
  `--realm=${TURN_REALM}`,
  // Plain turn: URIs only, so no certificate: no TLS or DTLS listeners.
  '--no-tls',
  '--no-dtls',
  // No telnet admin console on port 5766.
  '--no-cli',
  // The log to stdout, not to a file under /var/log or /var/tmp.
  '--log-file=stdout',
  // Its SQLite user database (created and opened even with a static secret; the default is
  // /var/lib/turn/turndb) and pid file (default /var/run or /var/tmp) in a fresh temporary folder.
  `--db=${TURN_DATA_DIR}/turndb`,
  `--pidfile=${TURN_DATA_DIR}/turnserver.pid`,
];

/**
 * The TURN relay of the main app's in-app calls: Debian's coturn, in the foreground. Waited for
 * on its TCP port, the same as its UDP one.
 */
export const turnServer = {
  command: `rm -rf ${TURN_DATA_DIR} && mkdir -p ${TURN_DATA_DIR} && exec /usr/bin/turnserver ${turnFlags.join(' ')}`,
  port: TURN_PORT,
  reuseExistingServer: false,
  timeout: 30_000,
  // Its log is a start-up banner and any session's errors: run the command by hand to read it.
  stdout: 'ignore' as const,
  // Where the kernel has no SCTP (containers), it says "socket: Protocol not supported" here once
  // per thread: its SCTP listener, which coturn 4.6 has no flag to leave out. Harmless.
  stderr: 'pipe' as const,
};
