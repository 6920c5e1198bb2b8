import { Link, Navigate, useLocation } from 'react-router';
import { slugTitle } from '../../../src/domain/site/routeRules';
import { useTitle } from '../shell/PageFrame';
import { Spinner } from '../shell/Spinner';
import { useSiteData } from '../shell/useSiteData';

/** Static, marketing and legal pages: GET v6/pages/show/{slug}, rendered as text. */
export function ContentPage() {
  const slug = useLocation().pathname.replace(/^\/+|\/+$/g, '');
  const { data, error, status } = useSiteData(`v6/pages/show/${encodeURIComponent(slug)}`);
  const page = data?.page;
  useTitle(page?.title ?? slugTitle(slug));
  if (status === 404) return <Navigate to="/not-found" replace />;
  if (error)
    return (
      <section className="panel" role="alert">
        <h1>{slugTitle(slug)}</h1>
        <p>This page could not be loaded: {error}</p>
      </section>
    );
  if (!page) return <Spinner label="Loading the page" />;
  return (
    <article className="panel prose" aria-labelledby="content-title">
      <h1 id="content-title">{page.title}</h1>
      <p className="lead">{page.intro}</p>
      {page.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      {page.links.length > 0 && (
        <ul className="actions">
          {page.links.map((l) => (
            <li key={l.href}>
              {l.href.startsWith('/') ? <Link to={l.href}>{l.label}</Link> : <a href={l.href}>{l.label}</a>}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">Last updated {page.updatedOn}.</p>
    </article>
  );
}
