import type { MentoringSettings, MentoringState } from '@mentorbridge/domain/api/notifications';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../auth/service.ts';
import { findMentoringState, saveMentoringSettings } from './repository.ts';

type Deps = Pick<AppContext, 'db'>;

function requireMentor(user: SessionIdentity): void {
  if (user.role !== 'mentor') throw new ApiError(403, 'forbidden', uiText.onlyMentorsMentor);
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
