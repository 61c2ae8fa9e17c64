import { uiText } from '@mentorbridge/domain/ui-text';

/** Stands in for the reader's name while the sentence is written, to be found again after. */
const NAME_MARK = '\u{E000}';

/**
 * "With {name}. You appear as **{ownName}**.": the whole sentence from the catalogue, so it reads
 * right in every language, with the reader's own name in bold wherever the language puts it.
 */
export function CallLead({ withName, ownName }: { withName: string; ownName: string }) {
  const [before = '', after = ''] = uiText
    .callLead({ name: withName, ownName: NAME_MARK })
    .split(NAME_MARK);
  return (
    <p className="lead">
      {before}
      <strong dir="auto">{ownName}</strong>
      {after}
    </p>
  );
}
