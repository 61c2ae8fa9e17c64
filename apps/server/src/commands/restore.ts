import '../i18n/languages.ts';
import fs from 'node:fs';
import path from 'node:path';
import { restoreBackup } from '../backup/restore-backup.ts';
import { loadConfig } from '../config.ts';

const usage =
  'Usage: npm run restore -- <backup folder> (with the DATA_DIR to restore into, and ' +
  'BACKUP_KEY_FILE=<age key file> for an encrypted backup)';

/**
 * npm run restore -- <backup folder>
 * Puts a backup in place in DATA_DIR, which no server may be using. Whatever the folder held is
 * moved aside, never deleted. Refuses, changing nothing, a damaged backup or one from a newer
 * MentorBridge.
 */
async function main(): Promise<number> {
  const [folder, ...rest] = process.argv.slice(2);
  if (!folder || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/deploy.md, Backups).',
    );
    return 1;
  }
  // An encrypted backup's key (decision 056): the file age-keygen wrote, kept off this machine.
  const keyFile = process.env.BACKUP_KEY_FILE
    ? fs.readFileSync(process.env.BACKUP_KEY_FILE, 'utf8')
    : undefined;
  const outcome = await restoreBackup(path.resolve(folder), config.dataDir, Date.now(), {
    keyFile,
  });
  if (!outcome.ok) {
    console.error(`Nothing was restored. ${outcome.refusal}`);
    return 1;
  }
  console.log(`Restored ${path.resolve(folder)} into ${config.dataDir}.`);
  if (outcome.restored.setAside) {
    console.log(`What the folder held before is in ${outcome.restored.setAside}.`);
  }
  return 0;
}

process.exitCode = await main();
