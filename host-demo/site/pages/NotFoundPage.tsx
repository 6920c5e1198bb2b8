import { Link } from 'react-router';

/** /not-found and every unknown path (the server answers those with 404). */
export function NotFoundPage() {
  return (
    <section className="panel center" aria-labelledby="nf-title">
      <h1 id="nf-title">Page not found</h1>
      <p>We couldn't find the page you were looking for. It may have moved, or the link may be wrong.</p>
      <p className="actions">
        <Link className="button" to="/">
          Find a tee time
        </Link>
        <Link className="link" to="/faqs">
          Read the FAQs
        </Link>
      </p>
    </section>
  );
}
