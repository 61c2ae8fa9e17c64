import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { blockBetween } from '../../lib/standing-repository.ts';

/** Whether either of two people blocked the other. */
export async function hasBlockBetween(
  db: Kysely<Database>,
  userA: string,
  userB: string,
): Promise<boolean> {
  const { blocked } = await db
    .selectNoFrom(blockBetween(sql.val(userA), sql.val(userB)).as('blocked'))
    .executeTakeFirstOrThrow();
  return Boolean(blocked);
}

export async function insertBlock(
  db: Kysely<Database>,
  block: { blockerId: string; blockedId: string; now: number },
): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ blocker_id: block.blockerId, blocked_id: block.blockedId, created_at: block.now })
    .onConflict((conflict) => conflict.columns(['blocker_id', 'blocked_id']).doNothing())
    .execute();
}

/** Lifts a block; false when there was none. */
export async function deleteBlock(
  db: Kysely<Database>,
  blockerId: string,
  blockedId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The people a user blocked, newest first, with the name to show in settings. */
export async function listBlockedBy(db: Kysely<Database>, blockerId: string) {
  return db
    .selectFrom('blocks')
    .innerJoin('users', 'users.id', 'blocks.blocked_id')
    .select(['blocks.blocked_id', 'blocks.created_at', 'users.full_name', 'users.role'])
    .where('blocks.blocker_id', '=', blockerId)
    .orderBy('blocks.created_at', 'desc')
    .execute();
}

/** The request between two people, if any. */
export async function findRequestBetween(db: Kysely<Database>, userA: string, userB: string) {
  return db
    .selectFrom('mentor_requests')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('mentor_id', '=', userA), eb('requester_id', '=', userB)]),
        eb.and([eb('mentor_id', '=', userB), eb('requester_id', '=', userA)]),
      ]),
    )
    .executeTakeFirst();
}
