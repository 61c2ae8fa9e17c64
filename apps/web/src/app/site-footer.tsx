import { Link } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>{uiText.footerMadeBy({ year: String(new Date().getFullYear()) })}</p>
      <p>
        <Link to="/safety">{uiText.footerSafetyRules}</Link> ·{' '}
        <Link to="/privacy">{uiText.footerPrivacy}</Link>
      </p>
    </footer>
  );
}
