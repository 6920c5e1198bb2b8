import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../shell/siteContext';

/** A search has run on the home page: the widget keeps its place in the URL (sync-url). */
const searched = (query: string) => new URLSearchParams(query).has('locationType');

/**
 * `/` (and /test-new-search-logic): the hero, then `<teetime-search home>`: the form and, before a
 * search, the widget's own home (banner, contest, courses near the golfer, golf-club courses for
 * non-members). Once a search runs the hero gives way to the results (its heading stays for
 * screen readers), so the first course is near the top on a phone. A chosen course opens its
 * course page (useWidgetNavigation), a banner link its site page (useWidgetLinks).
 */
export function HomePage() {
  const { brand } = useSite();
  const { pathname, search } = useLocation();
  const alternate = pathname === '/test-new-search-logic';
  // The widget writes its URL itself (not through the router): its search event says it ran.
  const [ran, setRan] = useState(() => searched(search));
  useEffect(() => setRan(searched(search)), [search]);
  useEffect(() => {
    const onSearch = () => setRan(true);
    document.addEventListener('teetime-search', onSearch);
    return () => document.removeEventListener('teetime-search', onSearch);
  }, []);
  return (
    <>
      <section className={ran ? 'hero visually-hidden' : 'hero'} aria-labelledby="home-title">
        <h1 id="home-title">{alternate ? 'Search (new logic preview)' : 'Book tee times near you'}</h1>
        <p>Compare tee times, rates and providers at golf courses across the US and Canada.</p>
      </section>
      <div className="panel widget-panel">
        <teetime-search brand={brand.id} sync-url="" home />
      </div>
    </>
  );
}
