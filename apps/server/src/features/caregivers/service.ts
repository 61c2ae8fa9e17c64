import type { CaregiverPage } from '@mentorbridge/domain/api/caregivers';
import type { Locale } from '@mentorbridge/domain/i18n/locales';
import {
  ageNow,
  CAREGIVER_UNTIL_AGE,
  PROGRAMME_ASKS_FROM,
} from '@mentorbridge/domain/caregiver-rules';
import { shownName } from '@mentorbridge/domain/connection-rules';
import { isPlausibleEmail, normalizeEmail } from '@mentorbridge/domain/sign-up-rules';
import { msg } from '@mentorbridge/domain/ui-text';
import type { AppContext } from '../../app-context.ts';
import { setFamilyLanguage } from '../../lib/family-language-repository.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { SessionIdentity } from '../../lib/session-identity.ts';
import { caregiverLinkMail } from '../../mail/caregiver-mail.ts';
import { sendMail, withMail } from '../../mail/send-mail.ts';
import { mailThrottle, takeAttempt } from '../../lib/throttle/throttle.ts';
import { freshLink, mailFacts, newToken, pageStillWorks } from './links.ts';
import { pageOf } from './page.ts';
import { caregiverOfLink } from './access.ts';
import {
  findCaregiverOf,
  findCaregiversByEmail,
  programmeAsks,
  saveCaregiver,
  setVideoAgreed,
} from './repository.ts';
import { listCaregiverPauses } from './match-repository.ts';

// A caregiver who knows (decision 060): a child's parent or carer opens a page from the link in
// their mail, with no account, and sees who their child talks to and how often, never what they
// say; they can pause a mentoring, and approve each new one of a child under 13.

type Deps = Pick<AppContext, 'db' | 'clock' | 'files' | 'mailer' | 'config'>;

/** The caregiver's page, by the link in their newest mail. */
export async function caregiverPage(deps: Deps, token: string): Promise<CaregiverPage> {
  return pageOf(deps, await caregiverOfLink(deps, token));
}

/**
 * The caregiver agrees to one-to-one video calls where the child's programme waits for them, or
 * withdraws it (decision 060); the child's open calls follow at the calls' next minute round.
 */
export async function agreeToVideoCalls(
  deps: Pick<AppContext, 'db' | 'clock'>,
  token: string,
  agreed: boolean,
): Promise<void> {
  const caregiver = await caregiverOfLink(deps, token);
  await setVideoAgreed(deps.db, { childId: caregiver.childId, agreed, now: deps.clock.now() });
}

/**
 * A new link, asked for by the caregiver's own address. The answer is the same whether the
 * address is on the list or not (decision 007), and five an hour is all an address gets.
 */
export async function sendNewLink(deps: Deps, email: string): Promise<void> {
  const address = normalizeEmail(email);
  if (!(await takeAttempt(deps.db, `caregiver-link:${address}`, mailThrottle, deps.clock.now()))) {
    return;
  }
  const now = deps.clock.now();
  for (const caregiver of await findCaregiversByEmail(deps.db, address)) {
    if (!pageStillWorks(caregiver, now)) continue;
    await withMail(deps, async (deps) => {
      const facts = await freshLink(deps, caregiver, now);
      await sendMail(deps, caregiverLinkMail(facts, 'new_link'), now);
    });
  }
}

/**
 * A caregiver's address, given at sign-up for a child under 13 or by a pupil of 13 to 15 whose
 * programme asks: kept, and mailed the first link to their page. `language` is the one they are
 * first named with (the guardian's, or the child's at that moment); the same address given again
 * keeps the one it chose.
 */
export async function recordCaregiver(
  deps: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  child: { id: string; fullName: string },
  {
    email,
    source,
    now,
    language,
  }: { email: string; source: 'sign_up' | 'programme'; now: number; language: Locale },
): Promise<void> {
  const { token, hash } = newToken();
  const saved = await saveCaregiver(deps.db, {
    childId: child.id,
    email,
    source,
    tokenHash: hash,
    now,
    language,
  });
  const facts = mailFacts(
    deps,
    { email, childId: child.id, childName: child.fullName, language: saved },
    token,
  );
  await sendMail(deps, caregiverLinkMail(facts, source), now);
}

/**
 * The language the caregiver chose on their page (decision 061): their page's and their mail's
 * from now on. By the link in their newest mail, as the page's other actions.
 */
export async function saveCaregiverLanguage(
  deps: Pick<AppContext, 'db' | 'clock'>,
  token: string,
  language: Locale,
): Promise<void> {
  const caregiver = await caregiverOfLink(deps, token);
  await setFamilyLanguage(deps.db, {
    childId: caregiver.childId,
    email: caregiver.email,
    language,
  });
}

/**
 * A pupil of 13 to 15 in a programme that asks gives their parent's or carer's address
 * (decision 060). Refused when nobody asks it of them, and for their own address.
 */
export async function giveCaregiverAddress(
  deps: Pick<AppContext, 'db' | 'config' | 'mailer' | 'clock'>,
  user: SessionIdentity,
  email: string,
): Promise<void> {
  const address = normalizeEmail(email);
  if (!isPlausibleEmail(address)) {
    throw new ApiError(400, 'invalid_request', msg.guardianEmailNeeded);
  }
  if (address === normalizeEmail(user.email)) {
    throw new ApiError(400, 'invalid_request', msg.caregiverAddressSame);
  }
  const now = deps.clock.now();
  const asked = await programmeAsks(deps.db, user.id);
  const age = asked ? ageNow(user.age, asked.signedUpAt, now) : 0;
  if (!asked || age < PROGRAMME_ASKS_FROM || age >= CAREGIVER_UNTIL_AGE) {
    throw new ApiError(409, 'request_refused', msg.caregiverNotAsked);
  }
  await withMail(deps, (deps) =>
    recordCaregiver(
      deps,
      { id: user.id, fullName: user.fullName },
      {
        email: address,
        source: 'programme',
        now,
        language: user.language,
      },
    ),
  );
}

export { caregiverOfLink } from './access.ts';
export { askCaregiverToApprove, caregiverDecides } from './approvals.ts';
export { liftCaregiverPause, pauseByCaregiver } from './pauses.ts';
export { mailCaregiverSummaries } from './summaries.ts';

/**
 * The programme that asks the pupil for a caregiver's address, while they are 13 to 15 and gave
 * none (decision 060): their dashboard asks for it.
 */
export async function caregiverAsk(
  deps: Pick<AppContext, 'db' | 'clock'>,
  user: SessionIdentity,
): Promise<{ askedBy: string | null }> {
  const asked = await programmeAsks(deps.db, user.id);
  if (!asked || (await findCaregiverOf(deps.db, user.id))) return { askedBy: null };
  const age = ageNow(user.age, asked.signedUpAt, deps.clock.now());
  const inRange = age >= PROGRAMME_ASKS_FROM && age < CAREGIVER_UNTIL_AGE;
  return { askedBy: inRange ? asked.programmeName : null };
}

/** The mentorings a caregiver paused outside programmes, oldest first, for the leads. */
export async function caregiverPausesOutsideProgrammes(deps: Pick<AppContext, 'db'>) {
  const rows = await listCaregiverPauses(deps.db, 'outside-programmes');
  return rows.map((row) => ({
    requestId: row.id,
    childName: shownName(row.child_name, 'mentee'),
    mentorName: shownName(row.mentor_name, 'mentor'),
    pausedAt: Number(row.caregiver_paused_at),
    programmeName: row.programme_name,
  }));
}
