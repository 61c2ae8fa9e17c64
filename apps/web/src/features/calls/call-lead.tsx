import { uiText } from '@mentorbridge/domain/ui-text';
import { withElements } from '../../ui/with-elements.tsx';

/**
 * "With {name}. You appear as **{ownName}**.": the whole sentence from the catalogue, so it reads
 * right in every language, with the reader's own name in bold wherever the language puts it.
 */
export function CallLead({ withName, ownName }: { withName: string; ownName: string }) {
  return (
    <p className="lead">
      {withElements((values) => uiText.callLead({ ...values, name: withName }), {
        ownName: <strong dir="auto">{ownName}</strong>,
      })}
    </p>
  );
}
