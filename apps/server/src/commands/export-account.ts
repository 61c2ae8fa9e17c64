import '../i18n/languages.ts';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { exportPersonalDataOf } from '../features/account/service.ts';
import { localFileStore } from '../storage/local-file-store.ts';
import { s3FileStore } from '../storage/s3-file-store.ts';
import { openServerDatabase } from './server-database.ts';

const usage = 'Usage: npm run account:export -- <email> <file to write>';

/**
 * npm run account:export -- <email> <file>
 * Writes the copy of an account's data that Settings, Download my data gives, for a request made
 * another way: a guardian asking for their child's, or someone who can no longer sign in. Run by
 * whoever answers such requests, with the server's DATA_DIR or DATABASE_URL, once the requester's
 * right to it is checked (docs/privacy.md says how). The file is readable by its writer only.
 */
async function main(): Promise<number> {
  const [email, file, ...rest] = process.argv.slice(2);
  if (!email || !file || rest.length > 0) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const db = await openServerDatabase();
  const s3 = config.s3 && s3FileStore(config.s3);
  const files = s3 ?? localFileStore(path.join(config.dataDir, 'files'));
  try {
    const data = await exportPersonalDataOf({ db, files }, email);
    if (!data) {
      console.error(`No account has the address ${email}.`);
      return 1;
    }
    fs.writeFileSync(path.resolve(file), JSON.stringify(data, null, 2), { mode: 0o600 });
    console.log(`Wrote the data of ${email} to ${path.resolve(file)}.`);
    return 0;
  } finally {
    await db.destroy();
    s3?.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
