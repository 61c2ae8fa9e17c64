import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * What MentorBridge keeps and who sees it, in words a 12-year-old understands: the privacy
 * page's short version, and what the sign-up form shows before anyone joins.
 */
export function PrivacyShortVersion() {
  return (
    <ul>
      <li>{uiText.privacyShortWhatWeKeep}</li>
      <li>{uiText.privacyShortAnswers}</li>
      <li>{uiText.privacyShortNotes}</li>
      <li>{uiText.privacyShortChats}</li>
      <li>{uiText.privacyShortNoAdverts}</li>
      <li>{uiText.privacyShortYourData}</li>
      <li>{uiText.privacyShortSharedComputer}</li>
    </ul>
  );
}
