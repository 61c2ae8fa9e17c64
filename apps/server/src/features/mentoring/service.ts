import type { MentoringSettings, MentoringState } from '@mentorbridge/domain/api/notifications';
import { messages } from '@mentorbridge/domain/messages';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../auth/session-repository.ts';
import { findMentoringState, saveMentoringSettings } from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

function requireMentor(user: SessionIdentity): void {
  if (user.role !== 'mentor') throw new ApiError(403, 'forbidden', messages.onlyMentorsMentor);
}

export async function mentoringOf(deps: Deps, user: SessionIdentity): Promise<MentoringState> {
  requireMentor(user);
  const state = await findMentoringState(deps.db, user.id);
  if (!state) throw new Error(`no user ${user.id}`);
  return state;
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
