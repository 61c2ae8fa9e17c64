import type { GuardianView } from '@mentorbridge/domain/api/guardian';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { setFamilyLanguage } from '../../lib/family-language-repository.ts';
import { ApiError } from '../../lib/api-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { guardianMail } from '../../mail/guardian-mail.ts';
import { eraseAccount } from '../account/service.ts';
import { sendMail, withMail } from '../../mail/send-mail.ts';
import { recordCaregiver } from '../caregivers/service.ts';
import { findByToken, markConsentGiven, upsertGuardianConsent } from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'files' | 'realtime' | 'mailer' | 'config' | 'erasedAccounts'>;

const invalidLink = () => new ApiError(400, 'guardian_link_invalid', msg.guardianLinkInvalid);

/**
 * Mails the parent or guardian of an 11- or 12-year-old the link to agree, refuse or withdraw,
 * in their language: the child's (`child.language`) when they are first named.
 */
export async function askGuardian(
  deps: Pick<Deps, 'db' | 'mailer' | 'config' | 'realtime'>,
  child: { id: string; email: string; language: Locale },
  guardianEmail: string,
  now: number,
): Promise<void> {
  const { token, hash } = newToken();
  const language = await upsertGuardianConsent(deps.db, {
    userId: child.id,
    guardianEmail,
    tokenHash: hash,
    now,
    language: child.language,
  });
  const link = `${deps.config.publicUrl}/guardian?token=${encodeURIComponent(token)}`;
  const mail = {
    ...guardianMail(guardianEmail, child.email, link, language),
    aboutUserId: child.id,
  };
  await sendMail(deps, mail, now);
}

async function consentOf(deps: Deps, token: string) {
  const found = await findByToken(deps.db, hashToken(token));
  if (!found) throw invalidLink();
  return found;
}

export async function viewConsent(deps: Deps, token: string): Promise<GuardianView> {
  const found = await consentOf(deps, token);
  return { childEmail: found.email, status: found.status, language: found.language };
}

/**
 * The language the guardian chose on their page (decision 061): their page's and their mail's
 * from now on. Anyone with the link, as the answer itself.
 */
export async function saveGuardianLanguage(
  deps: Deps,
  token: string,
  language: Locale,
): Promise<void> {
  const found = await consentOf(deps, token);
  await setFamilyLanguage(deps.db, {
    childId: found.user_id,
    email: found.guardian_email,
    language,
  });
}

/**
 * The guardian agrees: the child may ask mentors, chat and call from now on, and a tab they
 * have open learns it at once. The guardian is their caregiver from then on, mailed the link to
 * the page about the child's mentoring.
 */
export async function giveConsent(deps: Deps, token: string, now = Date.now()): Promise<void> {
  const found = await consentOf(deps, token);
  await withMail(deps, async (deps) => {
    await markConsentGiven(deps.db, found.user_id, now);
    // The guardian's page about the child's mentoring, from now on (decision 060).
    if (found.status !== 'given') {
      await recordCaregiver(
        deps,
        { id: found.user_id, fullName: found.full_name },
        { email: found.guardian_email, source: 'sign_up', now, language: found.language },
      );
    }
  });
  deps.realtime.publish([found.user_id], { type: 'account.changed' });
}

/** The guardian refuses, or withdraws: the account and everything in it are deleted at once. */
export async function refuseConsent(deps: Deps, token: string): Promise<void> {
  const found = await consentOf(deps, token);
  await eraseAccount(deps, { id: found.user_id, email: found.email });
}
