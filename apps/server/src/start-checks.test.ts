import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { backupNotice, mailNotice, refusalToStart, turnNotice } from './start-checks.ts';

describe('what a server checks before it starts', () => {
  it('refuses to serve people without SMTP: their mail would only pile up in a folder', () => {
    for (const deployed of [
      { PUBLIC_URL: 'https://mentors.school.example' },
      { DATABASE_URL: 'postgres://mentorbridge@db.internal/mentorbridge' },
    ]) {
      expect(refusalToStart(loadConfig(deployed))).toMatch(/^SMTP_URL is not set\./);
      const withMail = loadConfig({ ...deployed, SMTP_URL: 'smtp://mail.school.example:587' });
      expect(refusalToStart(withMail)).toBeNull();
      expect(mailNotice(withMail)).toBeNull();
    }
  });

  it('starts on one machine with the outbox folder, and says where the mail goes', () => {
    const config = loadConfig({ DATA_DIR: '/srv/try-mentorbridge' });
    expect(refusalToStart(config)).toBeNull();
    expect(mailNotice(config)).toBe(
      'No SMTP_URL: every mail is written to /srv/try-mentorbridge/outbox and sent nowhere. ' +
        'For trying MentorBridge on one machine only.',
    );
  });

  it('says plainly when the embedded database’s backups are not encrypted', () => {
    const key = 'age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p';
    expect(backupNotice(loadConfig({}))).toMatch(/^Backups are NOT encrypted/);
    expect(backupNotice(loadConfig({ BACKUP_PUBLIC_KEY: key }))).toBeNull();
    expect(backupNotice(loadConfig({ BACKUP_EVERY: 'off' }))).toBeNull();
    expect(backupNotice(loadConfig({ DATABASE_URL: 'postgres://db.internal/mb' }))).toBeNull();
    expect(() => loadConfig({ BACKUP_PUBLIC_KEY: 'ssh-ed25519 AAAA' })).toThrow(
      /BACKUP_PUBLIC_KEY/,
    );
  });

  it('says that calls without a TURN relay show each side’s address to the other', () => {
    expect(turnNotice(loadConfig({}))).toMatch(
      /^No TURN_URLS: an in-app call goes direct, and each side sees the other’s network address/,
    );
    const relay = { TURN_URLS: 'turn:turn.school.example:3478', TURN_SECRET: 'z'.repeat(32) };
    expect(turnNotice(loadConfig(relay))).toBeNull();
    const jitsi = { VIDEO_SERVICE: 'jitsi', VIDEO_MEETING_URL: 'https://video.school.example' };
    expect(turnNotice(loadConfig(jitsi))).toBeNull();
  });
});
