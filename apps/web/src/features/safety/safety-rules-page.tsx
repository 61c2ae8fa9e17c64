import { Link } from 'react-router';
import {
  GUARDIAN_CONSENT_WAIT_DAYS,
  UNVERIFIED_ACCOUNT_RETENTION_DAYS,
} from '@mentorbridge/domain/constants';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { HelpLines } from './help-lines.tsx';
import '../../ui/long-read.css';

/**
 * The rules, in words a 12-year-old understands (decision 019). Open to everyone, signed in or not,
 * so a parent or a teacher can read it before a child joins.
 */
export default function SafetyRulesPage() {
  usePageTitle(uiText.safetyRulesTitle);
  return (
    <article className="page long-read">
      <h1>{uiText.safetyRulesTitle}</h1>
      <p className="lead">{uiText.safetyRulesLead}</p>

      <section aria-labelledby="short-version">
        <h2 id="short-version">{uiText.shortVersionHeading}</h2>
        <ul>
          <li>{uiText.safetyShortPrivate}</li>
          <li>{uiText.safetyShortGoodMentor}</li>
          <li>{uiText.safetyShortReport}</li>
          <li>{uiText.safetyShortTeamReads}</li>
        </ul>
      </section>

      <section aria-labelledby="checked-mentors">
        <h2 id="checked-mentors">{uiText.checkedMentorsHeading}</h2>
        <p>{uiText.checkedMentorsWhat}</p>
        <p>{uiText.checkedMentorsRenewal}</p>
      </section>

      <section aria-labelledby="never-allowed">
        <h2 id="never-allowed">{uiText.neverAllowedHeading}</h2>
        <ul>
          <li>{uiText.neverAllowedSecret}</li>
          <li>{uiText.neverAllowedOtherApp}</li>
          <li>{uiText.neverAllowedMeet}</li>
          <li>{uiText.neverAllowedGifts}</li>
          <li>{uiText.neverAllowedPhotos}</li>
          <li>{uiText.neverAllowedUnkind}</li>
        </ul>
        <p>{uiText.studentsBeKind}</p>
      </section>

      <section aria-labelledby="contact-details">
        <h2 id="contact-details">{uiText.contactDetailsHeading}</h2>
        <p>{uiText.contactDetailsHeld}</p>
      </section>

      <section aria-labelledby="who-sees-what">
        <h2 id="who-sees-what">{uiText.whoSeesHeading}</h2>
        <ul>
          <li>{uiText.whoSeesMentorsListed}</li>
          <li>{uiText.whoSeesPicture}</li>
          <li>{uiText.whoSeesOnline}</li>
          <li>{uiText.whoSeesNotes}</li>
          <li>{uiText.whoSeesAnswers}</li>
          <li>{uiText.whoSeesExperiences}</li>
          <li>{uiText.whoSeesProfiles}</li>
          <li>{uiText.whoSeesProgramme}</li>
          <li>{uiText.whoSeesNotifications}</li>
          <li>{uiText.whoSeesCalls}</li>
          <li>{uiText.whoSeesInstall}</li>
          <li>{uiText.whoSeesSharedComputer}</li>
        </ul>
      </section>

      <section aria-labelledby="feels-wrong">
        <h2 id="feels-wrong">{uiText.feelsWrongHeading}</h2>
        <ul>
          {waysOut().map(([name, text]) => (
            <li key={name}>
              <strong>{name}</strong> {text}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="need-help">
        <h2 id="need-help">{uiText.needHelpHeading}</h2>
        <HelpLines />
      </section>

      <section aria-labelledby="eleven-twelve">
        <h2 id="eleven-twelve">{uiText.elevenTwelveHeading}</h2>
        <p>{uiText.elevenTwelveConsent}</p>
      </section>

      <section aria-labelledby="what-we-keep">
        <h2 id="what-we-keep">{uiText.whatWeKeepHeading}</h2>
        <ul>
          <li>{uiText.whatWeKeepAccount}</li>
          <li>{uiText.whatWeKeepUnverified({ days: UNVERIFIED_ACCOUNT_RETENTION_DAYS })}</li>
          <li>{uiText.whatWeKeepNoConsent({ days: GUARDIAN_CONSENT_WAIT_DAYS })}</li>
          <li>{uiText.whatWeKeepReports}</li>
        </ul>
      </section>

      <p>
        <Link to="/">{uiText.backToHomePage}</Link>
      </p>
    </article>
  );
}

/** What to do if something feels wrong: each way's name, then what it does. */
const waysOut = () => [
  [uiText.feelsWrongReport, uiText.feelsWrongReportText],
  [uiText.feelsWrongBlock, uiText.feelsWrongBlockText],
  [uiText.feelsWrongEnd, uiText.feelsWrongEndText],
  [uiText.feelsWrongTell, uiText.feelsWrongTellText],
];
