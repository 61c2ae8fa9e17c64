export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>© {new Date().getFullYear()} MentorBridge. Made for students, by a student.</p>
    </footer>
  );
}
