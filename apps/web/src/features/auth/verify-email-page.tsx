import { Link, useSearchParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { LoadingScreen } from '../../ui/loading-screen.tsx';
import { usePageTitle } from '../../ui/page-title.ts';
import { useVerifyEmail } from './api/verify-email.ts';

/** Where the verification mail's link leads: uses the one-time token and says how it went. */
export default function VerifyEmailPage() {
  usePageTitle(uiText.verifyYourEmail);
  const [searchParams] = useSearchParams();
  const verification = useVerifyEmail(searchParams.get('token') ?? '');

  if (verification.isLoading) return <LoadingScreen />;
  const verified = verification.isSuccess;
  return (
    <section className="page narrow">
      <h1>{verified ? uiText.emailVerifiedTitle : uiText.linkNotValidTitle}</h1>
      <p role={verified ? 'status' : 'alert'}>
        {verified ? uiText.emailVerified : uiText.verificationLinkInvalid}
      </p>
      <Link className="button primary" to="/join?mode=log-in">
        {uiText.logInLink}
      </Link>
    </section>
  );
}
