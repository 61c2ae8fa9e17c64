import '../i18n/languages.ts';
import { leadRecordNotice, makeLead } from '../features/safeguarding/service.ts';
import { openServerDatabase } from './server-database.ts';

/**
 * npm run lead:create -- <email>
 * Makes the verified adult account with this address a safeguarding lead. Run it with the same
 * DATA_DIR or DATABASE_URL as the server. It says so when the lead's own safeguarding check does
 * not count today, and how to record it.
 */
async function main(): Promise<number> {
  const email = process.argv[2];
  if (!email) {
    console.error('Usage: npm run lead:create -- <email>');
    return 2;
  }
  const db = await openServerDatabase();
  try {
    const { ok, outcome } = await makeLead(db, email);
    (ok ? console.log : console.error)(`${email}: ${outcome}`);
    if (!ok) return 1;
    // Made, but a lead without a record that counts is kept from children's items (decision 051).
    const notice = await leadRecordNotice(db, email);
    if (notice) console.warn(notice);
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
