import '../i18n/languages.ts';
import { takeBackup } from '../backup/take-backup.ts';
import { loadConfig } from '../config.ts';
import { BACKUPS_NOT_ENCRYPTED } from '../start-checks.ts';

/**
 * npm run backup (with the server's DATA_DIR, and BACKUP_PUBLIC_KEY when backups are encrypted)
 * Writes a backup of the embedded database and its pictures into DATA_DIR/backups, while the
 * server runs or not, and prints its folder, saying plainly when it is not encrypted. On
 * PostgreSQL it says what to use instead.
 */
async function main(): Promise<number> {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump or point-in-time recovery (docs/deploy.md, Backups).',
    );
    return 1;
  }
  try {
    const { publicKey } = config.backups;
    console.log(await takeBackup(config.dataDir, Date.now(), { publicKey }));
    if (!publicKey) console.error(BACKUPS_NOT_ENCRYPTED);
    return 0;
  } catch (error) {
    console.error(
      `No backup was written: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

process.exitCode = await main();
