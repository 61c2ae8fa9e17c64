import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} MentorBridge. Made for students, by a student.</p>
      <p>
        <Link to="/safety">Safety rules</Link> · <Link to="/privacy">Privacy</Link>
      </p>
    </footer>
  );
}
