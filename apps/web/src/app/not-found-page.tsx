import { Link } from 'react-router';
import { usePageTitle } from '../ui/page-title.ts';

/** Any address that is not one of the views of docs/product.md. */
export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="page narrow">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
