import './programme-chat-notice.css';
import { uiText } from '@mentorbridge/domain/ui-text';

/**
 * The first thing in a school programme's chat, before its first message: its coordinators can
 * read it (decision 058). A list item at the top of the messages, or a paragraph above "No
 * messages yet." while there are none.
 */
export function ProgrammeChatNotice({ inList }: { inList: boolean }) {
  const Element = inList ? 'li' : 'p';
  return <Element className="programme-chat-notice">{uiText.programmeChatNotice}</Element>;
}
