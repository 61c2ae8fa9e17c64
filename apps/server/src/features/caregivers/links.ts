import { ageNow, CAREGIVER_UNTIL_AGE } from '@mentorbridge/domain/caregiver-rules';
import { shownName } from '@mentorbridge/domain/connection-rules';
import type { AppContext } from '../../app-context.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { CaregiverMailFacts } from '../../mail/caregiver-mail.ts';
import { type CaregiverRecord, replaceLink } from './repository.ts';

/**
 * Whether a caregiver's page still works: the child is under 16, and a caregiver a programme
 * asked for is kept only while the child is in such a programme (decision 060).
 */
export const pageStillWorks = (caregiver: CaregiverRecord, now: number) =>
  ageNow(caregiver.childAge, caregiver.childSignedUpAt, now) < CAREGIVER_UNTIL_AGE &&
  (caregiver.source === 'sign_up' || caregiver.inAskingProgramme);

/**
 * A new link to the caregiver's page, for the mail about to go: the link before stops working,
 * so only the newest mail opens the page.
 */
export async function freshLink(
  deps: Pick<AppContext, 'db' | 'config'>,
  caregiver: CaregiverRecord,
  now: number,
  { summary = false }: { summary?: boolean } = {},
): Promise<CaregiverMailFacts> {
  const { token, hash } = newToken();
  await replaceLink(deps.db, { childId: caregiver.childId, tokenHash: hash, now, summary });
  return mailFacts(deps, caregiver, token);
}

/**
 * What a mail to the caregiver needs: their address and language, the child, and the link with
 * `token`.
 */
export const mailFacts = (
  deps: Pick<AppContext, 'config'>,
  caregiver: Pick<CaregiverRecord, 'email' | 'childId' | 'childName' | 'language'>,
  token: string,
): CaregiverMailFacts => ({
  to: caregiver.email,
  childId: caregiver.childId,
  childName: shownName(caregiver.childName, 'mentee'),
  link: `${deps.config.publicUrl}/caregiver?token=${encodeURIComponent(token)}`,
  language: caregiver.language,
});

export { hashToken, newToken };
