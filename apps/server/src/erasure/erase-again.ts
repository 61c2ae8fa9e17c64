import type { AppContext } from '../app-context.ts';
import { eraseAccount } from '../features/account/service.ts';
import { findAccountsAmong } from './repository.ts';

/**
 * Erases again every account the ledger of erasures names (erased-accounts.ts) that the database
 * holds: a restore (`npm run restore`, `pg_restore`) brought it back as it was in the backup.
 * Run at every start, before the server answers anyone, so nobody erased is ever served again.
 * Answers how many came back.
 */
export async function eraseReturnedAccounts(
  deps: Pick<AppContext, 'db' | 'files' | 'realtime' | 'erasedAccounts'>,
): Promise<number> {
  const erased = await deps.erasedAccounts.all();
  if (erased.length === 0) return 0;
  const returned = await findAccountsAmong(deps.db, erased);
  for (const account of returned) await eraseAccount(deps, account);
  return returned.length;
}
