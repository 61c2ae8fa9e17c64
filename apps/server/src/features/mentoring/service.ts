import type { Kysely } from 'kysely';
import type { MentoringSettings, MentoringState } from '@mentorbridge/domain/api/notifications';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { inTransaction } from '../../db/in-transaction.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { findMentoringState, lockMentorRow, saveMentoringSettings } from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

function requireMentor(user: SessionIdentity): void {
  if (user.role !== 'mentor') throw new ApiError(403, 'forbidden', msg.onlyMentorsMentor);
}

export async function mentoringOf(deps: Deps, user: SessionIdentity): Promise<MentoringState> {
  requireMentor(user);
  const state = await mentoringStateOf(deps, user.id);
  if (!state) throw new Error(`no user ${user.id}`);
  return state;
}

/** A mentor's capacity, pause and mentees now: whether they take a request. */
export async function mentoringStateOf(
  deps: Deps,
  mentorId: string,
): Promise<MentoringState | undefined> {
  return findMentoringState(deps.db, mentorId);
}

/**
 * A mentor's capacity and pause. Lowering the capacity below the mentees they have ends no
 * connection: they only take no new one until they are under it again.
 */
export async function chooseMentoring(
  deps: Deps,
  user: SessionIdentity,
  settings: MentoringSettings,
): Promise<MentoringState> {
  requireMentor(user);
  await saveMentoringSettings(deps.db, user.id, settings);
  return mentoringOf(deps, user);
}

/**
 * Runs an accept while the mentor has room for one more mentee, in one transaction that holds the
 * mentor's row: accepts arriving at the same moment are counted one after another, so together
 * they cannot take the mentor past their capacity. Joins the caller's transaction when there is
 * one (the accept written with its mail).
 */
export async function withinCapacity<T>(
  deps: Deps,
  mentorId: string,
  accept: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return inTransaction(deps.db, async (trx) => {
    await lockMentorRow(trx, mentorId);
    const state = await findMentoringState(trx, mentorId);
    if (state && state.mentees >= state.capacity) {
      throw new ApiError(
        409,
        'capacity_reached',
        msg.capacityReached({ capacity: state.capacity }),
      );
    }
    return accept(trx);
  });
}
