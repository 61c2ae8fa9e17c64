import '../i18n/languages.ts';
import { parseArgs } from 'node:util';
import { makeOrganisation } from '../features/programmes/service.ts';
import { openServerDatabase } from './server-database.ts';

const usage = 'Usage: npm run org:create -- "<organisation name>" --coordinator <email>';

/**
 * npm run org:create -- "Hillside Academy" --coordinator teacher@hillside.example
 * Makes an organisation (a school) and its first coordinator, a verified account aged 26 or
 * over, who then runs its programmes at /programmes and makes its other coordinators. Run it
 * with the same DATA_DIR or DATABASE_URL as the server.
 */
async function main(): Promise<number> {
  let name: string | undefined;
  let coordinator: string | undefined;
  try {
    const { values, positionals } = parseArgs({
      options: { coordinator: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length === 1) name = positionals[0];
    coordinator = values.coordinator;
  } catch {
    // An unknown flag or a missing value: the usage says what is expected.
  }
  if (!name || !coordinator) {
    console.error(usage);
    return 2;
  }
  const db = await openServerDatabase();
  try {
    const { ok, outcome } = await makeOrganisation(db, name, coordinator);
    (ok ? console.log : console.error)(`${name}: ${outcome}`);
    return ok ? 0 : 1;
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
