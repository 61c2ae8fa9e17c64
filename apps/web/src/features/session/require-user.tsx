import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { Role } from '@mentorbridge/domain/constants';
import type { PlainMessageId } from '@mentorbridge/domain/i18n/catalogue';
import { uiText } from '@mentorbridge/domain/ui-text';
import { connectionsPathFor } from '../../ui/connections-path.ts';
import { usePageTitle } from '../../ui/page-title.ts';
import { useSessionUser } from './api/get-session.ts';

interface RequireUserProps {
  children: ReactNode;
  /** The role the view belongs to; anyone else sees the no-account message. */
  role?: Role;
  /**
   * What a signed-out visitor reads, by its message's id (written as the view renders, in the
   * reader's language); the product's no-account message unless the view has its own.
   */
  signedOutMessage?: PlainMessageId;
}

/**
 * Shows the view to a signed-in user of the right role, and the product's message to anyone else.
 */
export function RequireUser({ children, role, signedOutMessage = 'noAccount' }: RequireUserProps) {
  const user = useSessionUser();
  const location = useLocation();
  if (!user) {
    // After logging in, back here: a link from a mail works once the reader logs in.
    const next = new URLSearchParams({ mode: 'log-in', next: location.pathname + location.search });
    return (
      <AccessMessage title={uiText.pleaseLogIn} text={uiText[signedOutMessage]}>
        <Link className="button primary" to={`/join?${next.toString()}`}>
          {uiText.joinOrLogIn}
        </Link>
      </AccessMessage>
    );
  }
  if (role && user.role !== role) {
    return (
      <AccessMessage title={uiText.notForYourAccount} text={uiText.noAccount}>
        <Link className="button primary" to={connectionsPathFor(user.role)}>
          {uiText.goToConnections}
        </Link>
      </AccessMessage>
    );
  }
  return children;
}

function AccessMessage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <section className="page narrow access-message">
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </section>
  );
}
