import { Fragment, type ReactNode } from 'react';

/** Stands for the element while the sentence is written: a character no message holds. */
const PLACE = '\uE000';

/**
 * A sentence with an element inside it (an email in bold, a link, a name in its own direction),
 * written whole in the reader's language, so a translator sees and orders the whole sentence:
 * `write` is given a stand-in for the element's placeholder, and the element goes wherever the
 * stand-in lands.
 *
 *     sentenceWith((email) => uiText.guardianChildAccount({ email }), <strong>{email}</strong>)
 */
export function sentenceWith(write: (place: string) => string, element: ReactNode): ReactNode {
  const [first = '', ...rest] = write(PLACE).split(PLACE);
  return (
    <>
      {first}
      {rest.map((text, index) => (
        <Fragment key={index}>
          {element}
          {text}
        </Fragment>
      ))}
    </>
  );
}
