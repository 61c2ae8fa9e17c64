import type { AppContext } from '../../app-context.ts';
import { hasBlockBetween } from './repository.ts';

/** Whether either of two people blocked the other: then neither sees anything of the other. */
export async function isBlockedEitherWay(
  deps: Pick<AppContext, 'db'>,
  userA: string,
  userB: string,
): Promise<boolean> {
  return hasBlockBetween(deps.db, userA, userB);
}
