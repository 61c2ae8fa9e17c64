import { Link } from 'react-router';
import { usePageTitle } from '../ui/page-title.ts';
import { uiText } from '@mentorbridge/domain/ui-text';

/** Any address that is not one of the views of docs/product.md. */
export default function NotFoundPage() {
  usePageTitle(uiText.pageNotFound);
  return (
    <section className="page narrow">
      <h1>{uiText.pageNotFound}</h1>
      <p>{uiText.noPageAtAddress}</p>
      <p>
        <Link to="/">{uiText.goToHomePage}</Link>
      </p>
    </section>
  );
}
