import { Link } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { useSessionUser } from '../session/index.ts';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { whoWeAreImages, whyChooseImages } from './landing-images.ts';
import { ResponsivePicture } from './responsive-picture.tsx';
import './landing.css';

/** home1: what MentorBridge is and why a student would use it. */
export function LandingPage() {
  usePageTitle('MentorBridge');
  const user = useSessionUser();
  return (
    <div className="landing">
      <section className="hero">
        <h1>{uiText.landingTitle}</h1>
        <p className="lead">{uiText.landingLead}</p>
        {user ? (
          <Link className="button primary" to={connectionsPathFor(user.role)}>
            {uiText.goToConnections}
          </Link>
        ) : (
          <Link className="button primary" to="/join">
            {uiText.joinOrLogIn}
          </Link>
        )}
      </section>

      <section className="landing-section" aria-labelledby="who-we-are">
        <div className="landing-text">
          <h2 id="who-we-are">{uiText.whoWeAreHeading}</h2>
          <p>{uiText.whoWeAreStory}</p>
          <p>{uiText.whoWeArePlace}</p>
        </div>
        <ResponsivePicture sources={whoWeAreImages} eager alt={uiText.whoWeArePicture} />
      </section>

      <section className="landing-section reverse" aria-labelledby="why-choose">
        <div className="landing-text">
          <h2 id="why-choose">{uiText.whyChooseHeading}</h2>
          <ul className="benefits">
            {benefits().map(([title, text]) => (
              <li key={title}>
                <strong>{title}</strong> {text}
              </li>
            ))}
          </ul>
        </div>
        <ResponsivePicture sources={whyChooseImages} alt={uiText.whyChoosePicture} />
      </section>

      <section className="landing-safety" aria-labelledby="staying-safe">
        <h2 id="staying-safe">{uiText.stayingSafeHeading}</h2>
        <ul>
          {safetyPromises().map((promise) => (
            <li key={promise}>{promise}</li>
          ))}
        </ul>
        <Link to="/safety">{uiText.readSafetyRules}</Link> ·{' '}
        <Link to="/privacy">{uiText.readPrivacy}</Link>
      </section>
    </div>
  );
}

/** Why a student would choose MentorBridge: each reason's name, then what it means. */
const benefits = () => [
  [uiText.whyBeenThere, uiText.whyBeenThereText],
  [uiText.whyYouDecide, uiText.whyYouDecideText],
  [uiText.whyTalkYourWay, uiText.whyTalkYourWayText],
  [uiText.whyPrivate, uiText.whyPrivateText],
  [uiText.whyInYourLanguage, uiText.whyInYourLanguageText],
];

/** What keeps a student safe, as the safety rules page sets it out in full. */
const safetyPromises = () => [
  uiText.safeChecked,
  uiText.safeNeverListed,
  uiText.safeHeld,
  uiText.safeReport,
  uiText.safeCaregiver,
  uiText.safeEnding,
  uiText.safeConsent,
  uiText.safeProgramme,
  uiText.safeAnswersPrivate,
  uiText.safeYourData,
];
