import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** How many ids one query asks about: well under every database's limit on parameters. */
const IDS_A_QUERY = 500;

/** The accounts among `ids` that the database holds. */
export async function findAccountsAmong(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<{ id: string; email: string }[]> {
  const found: { id: string; email: string }[] = [];
  for (let start = 0; start < ids.length; start += IDS_A_QUERY) {
    const some = ids.slice(start, start + IDS_A_QUERY);
    found.push(
      ...(await db.selectFrom('users').select(['id', 'email']).where('id', 'in', some).execute()),
    );
  }
  return found;
}
