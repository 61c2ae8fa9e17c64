import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';

/** Shown when a view fails to load or throws: a way back instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="page narrow">
      <h1>{uiText.pageFailed}</h1>
      <p>
        {uiText.reloadToTryAgain} {detail}
      </p>
      <p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          {uiText.reload}
        </button>{' '}
        <Link to="/">{uiText.backToHomePage}</Link>
      </p>
    </main>
  );
}
