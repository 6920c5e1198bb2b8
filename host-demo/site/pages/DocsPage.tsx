import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { DOCS, WIDGET_DOCS } from '../docsList';
import { useTitle } from '../shell/PageFrame';
import { Spinner } from '../shell/Spinner';
import { Markdown } from './docs/Markdown';

const known = (id: string) => DOCS.some((d) => d.id === id) || WIDGET_DOCS.some((w) => `widget-${w}` === id);

/** /docs and /docs/{doc}: the developer docs (the repository's Markdown, fetched from /docs/{doc}.md). */
export function DocsPage() {
  const { doc } = useParams();
  const { hash } = useLocation();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState('');
  const title =
    DOCS.find((d) => d.id === doc)?.title ?? (doc ? `<teetime-${doc.replace('widget-', '')}>` : '');
  useTitle(doc ? title : 'Developer docs');

  useEffect(() => {
    if (!doc || !known(doc)) return;
    const ctl = new AbortController();
    setSource(null);
    setError('');
    fetch(`/docs/${doc}.md`, { signal: ctl.signal })
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`The page answered ${r.status}.`))))
      .then(setSource)
      .catch((e: Error) => !ctl.signal.aborted && setError(e.message));
    return () => ctl.abort();
  }, [doc]);
  useEffect(() => {
    if (source && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [source, hash]);

  if (doc && !known(doc)) return <Navigate to="/not-found" replace />;
  if (!doc)
    return (
      <article className="panel prose" aria-labelledby="docs-title">
        <h1 id="docs-title">Developer docs</h1>
        <p>Put tee-time search, booking and deals on your own site with a script tag and a custom element.</p>
        <ul className="doc-list">
          {DOCS.map((d) => (
            <li key={d.id}>
              <Link to={`/docs/${d.id}`}>{d.title}</Link> <span>{d.summary}</span>
            </li>
          ))}
          {WIDGET_DOCS.map((w) => (
            <li key={w}>
              <Link to={`/docs/widget-${w}`}>{`<teetime-${w}>`}</Link>{' '}
              <span>Install, usage, attributes, events, styling.</span>
            </li>
          ))}
        </ul>
      </article>
    );
  return (
    <article className="panel prose docs">
      <p>
        <Link to="/docs">All developer docs</Link>
      </p>
      {error && (
        <div role="alert">
          <h1>{title}</h1>
          <p>This page could not be loaded. {error}</p>
        </div>
      )}
      {!source && !error && <Spinner label="Loading the page" />}
      {source && <Markdown source={source} />}
    </article>
  );
}
