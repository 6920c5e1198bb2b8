import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../withChunkTimeout';
import { FeedbackForm } from './FeedbackForm';

/** The error boundary: 'Loading chunk failed' with a retry, else 'An Error Occurred' and the feedback form. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error))
    return (
      <section className="panel center" role="alert" aria-labelledby="error-title">
        <h1 id="error-title">Loading chunk failed</h1>
        <p>Part of this page could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </section>
    );
  const details = error instanceof Error ? error.message : 'Something went wrong on this page.';
  return (
    <section className="panel" aria-labelledby="error-title">
      <div role="alert">
        <h1 id="error-title">An Error Occurred</h1>
        <p>Sorry, this page stopped working. Details: {details}</p>
      </div>
      <p>
        <a href="/">Back to the home page</a>
      </p>
      <FeedbackForm />
    </section>
  );
}
