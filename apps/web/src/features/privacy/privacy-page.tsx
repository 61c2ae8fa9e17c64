import { Link } from 'react-router';
import {
  GUARDIAN_CONSENT_WAIT_DAYS,
  REQUEST_EXPIRY_DAYS,
  UNVERIFIED_ACCOUNT_RETENTION_DAYS,
} from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { withElements } from '../../ui/with-elements.tsx';
import { PrivacyShortVersion } from './privacy-short-version.tsx';
import '../../ui/long-read.css';
import './privacy.css';

/** One kind of data in the notice for parents, carers and schools. */
interface Kind {
  what: string;
  why: string;
  howLong: string;
  whoSees: string;
}

/** Every kind of data MentorBridge keeps, in the reader's language. */
const kinds = (): Kind[] => [
  {
    what: uiText.privacyAccountWhat,
    why: uiText.privacyAccountWhy,
    howLong: uiText.privacyAccountHowLong,
    whoSees: uiText.privacyAccountWhoSees,
  },
  {
    what: uiText.privacyPictureWhat,
    why: uiText.privacyPictureWhy,
    howLong: uiText.privacyPictureHowLong,
    whoSees: uiText.privacyPictureWhoSees,
  },
  {
    what: uiText.privacyAnswersWhat,
    why: uiText.privacyAnswersWhy,
    howLong: uiText.privacyAnswersHowLong,
    whoSees: uiText.privacyAnswersWhoSees,
  },
  {
    what: uiText.privacyStoryWhat,
    why: uiText.privacyStoryWhy,
    howLong: uiText.privacyStoryHowLong,
    whoSees: uiText.privacyStoryWhoSees,
  },
  {
    what: uiText.privacyNotesWhat,
    why: uiText.privacyNotesWhy,
    howLong: uiText.privacyNotesHowLong,
    whoSees: uiText.privacyNotesWhoSees,
  },
  {
    what: uiText.privacyChatsWhat,
    why: uiText.privacyChatsWhy,
    howLong: uiText.privacyChatsHowLong,
    whoSees: uiText.privacyChatsWhoSees,
  },
  {
    what: uiText.privacySafeguardingWhat,
    why: uiText.privacySafeguardingWhy,
    howLong: uiText.privacySafeguardingHowLong,
    whoSees: uiText.privacySafeguardingWhoSees,
  },
  {
    what: uiText.privacyConsentWhat,
    why: uiText.privacyConsentWhy,
    howLong: uiText.privacyConsentHowLong({ days: GUARDIAN_CONSENT_WAIT_DAYS }),
    whoSees: uiText.privacyConsentWhoSees,
  },
  {
    what: uiText.privacyProgrammesWhat,
    why: uiText.privacyProgrammesWhy,
    howLong: uiText.privacyProgrammesHowLong,
    whoSees: uiText.privacyProgrammesWhoSees,
  },
  {
    what: uiText.privacyMatchesWhat,
    why: uiText.privacyMatchesWhy,
    howLong: uiText.privacyMatchesHowLong,
    whoSees: uiText.privacyMatchesWhoSees,
  },
  {
    what: uiText.privacySchoolConsentWhat,
    why: uiText.privacySchoolConsentWhy,
    howLong: uiText.privacySchoolConsentHowLong,
    whoSees: uiText.privacySchoolConsentWhoSees,
  },
  {
    what: uiText.privacyCoordinatorsWhat,
    why: uiText.privacyCoordinatorsWhy,
    howLong: uiText.privacyCoordinatorsHowLong,
    whoSees: uiText.privacyCoordinatorsWhoSees,
  },
  {
    what: uiText.privacyDevicesWhat,
    why: uiText.privacyDevicesWhy,
    howLong: uiText.privacyDevicesHowLong,
    whoSees: uiText.privacyDevicesWhoSees,
  },
];

/**
 * privacy: what MentorBridge keeps, why, for how long and who sees it, first in words a
 * 12-year-old understands, then in full for parents, carers and schools. Open to everyone and
 * linked from every page's footer.
 */
export default function PrivacyPage() {
  usePageTitle(uiText.privacyTitle);
  return (
    <article className="page long-read">
      <h1>{uiText.privacyTitle}</h1>
      <p className="lead">{uiText.privacyLead}</p>

      <section aria-labelledby="short-privacy">
        <h2 id="short-privacy">{uiText.shortVersionHeading}</h2>
        <PrivacyShortVersion />
      </section>

      <section aria-labelledby="calls-privacy">
        <h2 id="calls-privacy">{uiText.privacyCallsHeading}</h2>
        <p>{uiText.privacyCalls}</p>
      </section>

      <section aria-labelledby="full-privacy">
        <h2 id="full-privacy">{uiText.privacyFullHeading}</h2>
        <p>
          {uiText.privacyFullIntro({
            unverifiedDays: UNVERIFIED_ACCOUNT_RETENTION_DAYS,
            requestDays: REQUEST_EXPIRY_DAYS,
          })}
        </p>
        <ul className="data-kinds">
          {kinds().map((kind) => (
            <li key={kind.what}>
              <h3>{kind.what}</h3>
              <dl>
                <dt>{uiText.privacyWhy}</dt>
                <dd>{kind.why}</dd>
                <dt>{uiText.privacyHowLong}</dt>
                <dd>{kind.howLong}</dd>
                <dt>{uiText.privacyWhoSees}</dt>
                <dd>{kind.whoSees}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p>
          {withElements(uiText.privacySafetyRules, {
            link: <Link to="/safety">{uiText.privacySafetyRulesLinkText}</Link>,
          })}
        </p>
      </section>
    </article>
  );
}
