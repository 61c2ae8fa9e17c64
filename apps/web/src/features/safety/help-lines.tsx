/**
 * Free, private help lines for the countries most of our users are in, and a way for everyone
 * else. Shown in the chat when someone writes words of self-harm, and on the safety page.
 */
export function HelpLines() {
  return (
    <>
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
    </>
  );
}
