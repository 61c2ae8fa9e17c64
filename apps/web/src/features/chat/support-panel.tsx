import { useEffect, useRef } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { HelpLines } from '../safety/index.ts';

/** Where to find help, shown at once when someone writes words of self-harm (decision 019). */
export function SupportPanel({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <aside className="support-panel" aria-labelledby="support-heading">
      <h3 id="support-heading" ref={heading} tabIndex={-1}>
        {uiText.supportHeading}
      </h3>
      <HelpLines />
      <button type="button" className="button" onClick={onClose}>
        {uiText.supportClose}
      </button>
    </aside>
  );
}
