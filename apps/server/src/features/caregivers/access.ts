import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashToken, pageStillWorks } from './links.ts';
import { findCaregiverByToken } from './repository.ts';

/** A wrong, old or stopped link: one answer for all, so it reveals nothing. */
export const linkInvalid = () =>
  new ApiError(400, 'caregiver_link_invalid', msg.caregiverLinkInvalid);

/** The caregiver a link opens, while their page still works. */
export async function caregiverOfLink(deps: Pick<AppContext, 'db' | 'clock'>, token: string) {
  const caregiver = await findCaregiverByToken(deps.db, hashToken(token));
  if (!caregiver || !pageStillWorks(caregiver, deps.clock.now())) throw linkInvalid();
  return caregiver;
}
