import { useEffect, useRef } from 'react';

/**
 * Where to find help, shown at once when someone writes words of self-harm (issue 10). Free,
 * private lines for the countries most of our users are in, and a way for everyone else.
 */
export function SupportPanel({ onClose }: { onClose: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <aside className="support-panel" aria-labelledby="support-heading">
      <h3 id="support-heading" ref={heading} tabIndex={-1}>
        You matter, and you do not have to handle this alone
      </h3>
      <p>
        If you might hurt yourself or you are in danger right now, call your emergency number: 999
        in the UK, 911 in the US and Canada, 112 in Europe.
      </p>
      <p>You can talk to someone now, for free and in private:</p>
      <ul>
        <li>
          UK: Childline, call <strong>0800 1111</strong> or chat at{' '}
          <a href="https://www.childline.org.uk" target="_blank" rel="noopener noreferrer">
            childline.org.uk
          </a>
        </li>
        <li>
          US: call or text <strong>988</strong> (Suicide &amp; Crisis Lifeline)
        </li>
        <li>
          Canada: Kids Help Phone, call <strong>1-800-668-6868</strong> or text 686868
        </li>
        <li>
          Anywhere else:{' '}
          <a href="https://findahelpline.com" target="_blank" rel="noopener noreferrer">
            findahelpline.com
          </a>
        </li>
      </ul>
      <p>Telling a parent, carer or a teacher you trust can help too.</p>
      <button type="button" className="button" onClick={onClose}>
        Close
      </button>
    </aside>
  );
}
