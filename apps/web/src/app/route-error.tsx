import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a view fails to load or throws: a way back instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main id="main" className="page narrow">
      <h1>Something went wrong on this page</h1>
      <p>Reload the page to try again. {detail}</p>
      <p>
        <button type="button" className="button primary" onClick={() => window.location.reload()}>
          Reload
        </button>{' '}
        <Link to="/">Back to the home page</Link>
      </p>
    </main>
  );
}
