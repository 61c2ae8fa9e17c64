import type { AppContext } from '../../app-context.ts';
import { newToken } from '../../lib/tokens.ts';
import { schoolConsentMail } from '../../mail/school-consent-mail.ts';
import { postMail } from '../../mail/send-mail.ts';
import { recordSchoolConsent } from './school-consent-repository.ts';

/**
 * A coordinator let an 11- or 12-year-old into their programme: the school's consent for that
 * programme (decision 058) is recorded, by whom and when, and the guardian given at sign-up is
 * mailed a link of their own to refuse (which wins: the account goes) or to agree. Run in the
 * caller's transaction, so the mail is stored with the consent.
 */
export async function giveSchoolConsent(
  deps: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  consent: {
    child: { id: string; email: string };
    programme: { id: string; name: string; school: string };
    by: string;
    now: number;
  },
): Promise<void> {
  const { token, hash } = newToken();
  const { child, programme, now } = consent;
  const guardian = await recordSchoolConsent(deps.db, {
    userId: child.id,
    programmeId: programme.id,
    by: consent.by,
    tokenHash: hash,
    now,
  });
  if (guardian === undefined) return;
  const link = `${deps.config.publicUrl}/guardian?token=${encodeURIComponent(token)}`;
  // In the guardian's own language, the one they chose on their page (at first their child's):
  // not the coordinator's who let the child in, as a school's staff read the school's language
  // and a family who arrived from elsewhere often another.
  const mail = schoolConsentMail(
    guardian.email,
    {
      childEmail: child.email,
      school: programme.school,
      programme: programme.name,
      link,
    },
    guardian.language,
  );
  await postMail(deps, { ...mail, aboutUserId: child.id });
}
