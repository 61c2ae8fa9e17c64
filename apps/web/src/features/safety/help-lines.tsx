import { uiText } from '@mentorbridge/domain/ui-text';
import { withElements } from '../../ui/with-elements.tsx';

/**
 * Free, private help lines for the countries most of our users are in, and a way for everyone
 * else. Shown in the chat when someone writes words of self-harm, and on the safety page. The
 * numbers keep their own direction (`dir="ltr"`) inside a right-to-left sentence.
 */
export function HelpLines() {
  return (
    <>
      <p>{uiText.helpLinesEmergency}</p>
      <p>{uiText.helpLinesTalkNow}</p>
      <ul>
        <li>
          {withElements(uiText.helpLineUk, {
            phone: <strong dir="ltr">0800 1111</strong>,
            website: (
              <a href="https://www.childline.org.uk" target="_blank" rel="noopener noreferrer">
                childline.org.uk
              </a>
            ),
          })}
        </li>
        <li>{withElements(uiText.helpLineUs, { phone: <strong dir="ltr">988</strong> })}</li>
        <li>
          {withElements(uiText.helpLineCanada, {
            phone: <strong dir="ltr">1-800-668-6868</strong>,
          })}
        </li>
        <li>
          {withElements(uiText.helpLineElsewhere, {
            website: (
              <a href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
                findahelpline.com
              </a>
            ),
          })}
        </li>
      </ul>
      <p>{uiText.helpLinesTellSomeone}</p>
    </>
  );
}
