import type { Config } from './config.ts';

/**
 * Why a server must not start on this configuration, or null. A deployed server without
 * SMTP_URL would write every mail, one-time links and children's names included, to a folder on
 * its own disk for ever, and nobody would get them (decision 054): it refuses instead.
 */
export function refusalToStart(config: Pick<Config, 'deployed' | 'smtpUrl'>): string | null {
  if (config.deployed && !config.smtpUrl) {
    return (
      'SMTP_URL is not set. A deployed server (DATABASE_URL, or a PUBLIC_URL on https://) sends ' +
      'its mail through SMTP: set SMTP_URL, such as smtp://user:pass@mail.example.org:587. ' +
      'Only a server tried on one machine writes mail to the outbox folder.'
    );
  }
  return null;
}

/**
 * What the start log says of the embedded database's backups when they are taken but not
 * encrypted: anyone who gets a copy reads everything in it.
 */
export function backupNotice(config: Pick<Config, 'databaseUrl' | 'backups'>): string | null {
  const { everyMs, publicKey } = config.backups;
  if (config.databaseUrl || everyMs === null || publicKey) return null;
  return BACKUPS_NOT_ENCRYPTED;
}

export const BACKUPS_NOT_ENCRYPTED =
  'Backups are NOT encrypted: anyone with a copy of DATA_DIR/backups can read every chat. ' +
  'Set BACKUP_PUBLIC_KEY to an age public key (docs/deploy.md, Backups).';

/** What the start log says of where mail goes, when it goes nowhere but a folder. */
export function mailNotice(config: Pick<Config, 'smtpUrl' | 'dataDir'>): string | null {
  return config.smtpUrl
    ? null
    : `No SMTP_URL: every mail is written to ${config.dataDir}/outbox and sent nowhere. ` +
        'For trying MentorBridge on one machine only.';
}

/**
 * What the start log says of in-app calls without a TURN relay (decision 059): they go direct,
 * which works on one machine and most home networks, and each side's browser learns the other's
 * network address. A child's address is not for an adult to know.
 */
export function turnNotice(config: Pick<Config, 'videoMeetingOrigin' | 'ice'>): string | null {
  if (config.videoMeetingOrigin !== null || config.ice.turn) return null;
  return (
    'No TURN_URLS: an in-app call goes direct, and each side sees the other’s network address; ' +
    'school networks may block it. A deployment with anyone under 18 must set a TURN relay ' +
    '(docs/deploy.md, Calls).'
  );
}
