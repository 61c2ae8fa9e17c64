import { Fragment, type ReactNode } from 'react';

/** Marks where an element goes; no message or value holds it. */
const MARK = '\u2063';

/**
 * A whole sentence whose placeholders are elements: a bold phone number, a link, a name in its
 * own direction. `write` is the message (`uiText.helpLineUk`); it is written with a mark in each
 * element's place, and each mark becomes its element, so translators keep the sentence whole and
 * put the elements where their language needs them.
 *
 * The sentence comes back in one span: inside a flex container (a button with an icon) loose
 * text and elements would each become a flex item, and the gap between them would split a word
 * from its ending ("Record Ben Carter 's check").
 */
export function withElements<Name extends string>(
  write: (values: Record<Name, string>) => string,
  elements: Record<Name, ReactNode>,
): ReactNode {
  const marks = Object.fromEntries(
    Object.keys(elements).map((name) => [name, `${MARK}${name}${MARK}`]),
  ) as Record<Name, string>;
  const parts = write(marks)
    .split(MARK)
    .map((part, index) =>
      index % 2 === 1 ? <Fragment key={index}>{elements[part as Name]}</Fragment> : part,
    );
  return <span>{parts}</span>;
}
